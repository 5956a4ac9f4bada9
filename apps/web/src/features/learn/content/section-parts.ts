// The files of a section folder (docs/learn.md) and how they make one Section: the front matter
// and prose of section.md, the example, the quiz, the challenge and the lab exercise.
import type {
  Challenge,
  CodeExample,
  D3Sandbox,
  LabExercise,
  LearningModule,
  Section,
} from '../lib/module-schema';

/** module.md's front matter: the module's fields, its place in the hub, its sections in order. */
export type ModuleFrontMatter = Omit<LearningModule, 'sections'> & {
  order: number;
  sections: string[];
};

/** section.md's front matter; its body is the section's prose. */
export interface SectionFrontMatter {
  id: string;
  title: string;
  type: Section['type'];
  objectives: string[];
  /** The id of the section's 'In the Lab' exercise (lab.ts). */
  lab?: string;
  /** A same-site path the page fetches the prose from, the bundled body as its fallback. */
  contentUrl?: string;
  introduction: string;
  /** The summary's points, one Markdown bullet each. */
  takeaways: string[];
  /** Markdown under the runnable example (example.js): what it prints, and why. */
  example?: string;
  /** The documentation the section's facts rest on. */
  sources?: string;
}

/** A module's own fields, from its module.md: all but where it goes and what it holds. */
export function moduleFields({
  order: _order,
  sections: _sections,
  ...fields
}: ModuleFrontMatter): Omit<LearningModule, 'sections'> {
  return fields;
}

/** What the hub shows of a section: these keys of its front matter (module-catalogue.ts). */
export type SectionOutline = Pick<
  SectionFrontMatter,
  'id' | 'title' | 'type' | 'objectives' | 'lab'
>;

/** quiz.ts */
export type Quiz = NonNullable<Section['quiz']>;
/**
 * challenge.ts: its description is challenge.md, its code starter.js and solution.js; its tests,
 * or the consumer challenge whose checker judges it on the server.
 */
export type ChallengeChecks = Pick<Challenge, 'hints'> &
  (
    | { tests: Challenge['tests']; consumer?: never }
    | { consumer: NonNullable<Challenge['consumer']> }
  );
/** lab.ts: its id is section.md's `lab`, its example's code lab-example.js. */
export type LabText = Omit<LabExercise, 'id' | 'code'> & { code?: Omit<CodeExample, 'code'> };

/** Everything a section folder holds, each file read (undefined when the folder has none). */
export interface SectionFiles {
  markdown: { data: SectionFrontMatter; body: string };
  example?: string | undefined;
  quiz?: Quiz | undefined;
  challenge?: ChallengeChecks | undefined;
  challengeText?: string | undefined;
  starter?: string | undefined;
  solution?: string | undefined;
  lab?: LabText | undefined;
  labExample?: string | undefined;
  visualisation?: D3Sandbox | undefined;
}

export function assembleSection(files: SectionFiles): Section {
  const { data, body } = files.markdown;
  return {
    id: data.id,
    title: data.title,
    type: data.type,
    learningObjectives: data.objectives,
    introduction: data.introduction,
    content: body,
    ...(data.contentUrl === undefined ? {} : { contentUrl: data.contentUrl }),
    summary: data.takeaways.map((takeaway) => `- ${takeaway}`).join('\n'),
    ...(files.example === undefined ? {} : { code: runnable(files.example, data.example ?? '') }),
    ...(files.visualisation ? { d3Sandbox: files.visualisation } : {}),
    ...(files.quiz ? { quiz: files.quiz } : {}),
    ...(files.challenge ? { challenge: challengeOf(files.challenge, files) } : {}),
    ...(files.lab ? { lab: labOf(data.lab ?? '', files.lab, files.labExample) } : {}),
  };
}

function runnable(code: string, explanation: string): CodeExample {
  return { language: 'javascript', code: code.trimEnd(), explanation, runnable: true };
}

function challengeOf(checks: ChallengeChecks, files: SectionFiles): Challenge {
  return {
    description: files.challengeText?.trim() ?? '',
    starterCode: files.starter?.trimEnd() ?? '',
    solution: files.solution?.trimEnd() ?? '',
    tests: [],
    ...checks,
  };
}

function labOf(id: string, { code, ...text }: LabText, example: string | undefined): LabExercise {
  return {
    id,
    ...text,
    ...(code && example !== undefined ? { code: { ...code, code: example.trimEnd() } } : {}),
  };
}
