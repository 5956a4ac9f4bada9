// The shape of a lesson module (docs/product.md#data). Modules are typed data; this schema checks
// each one, and moduleProblems names the module and field of anything wrong.
import { CHALLENGE_IDS } from '@repo/contracts/lab-challenges';
import * as z from 'zod';
import { LAB_CHECK_IDS } from './lab-check-ids';
import { hasRulePart, sectionRule } from './section-rule';

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const text = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id');

const codeExampleSchema = z.object({
  language: z.enum(['javascript', 'typescript']),
  code: text,
  explanation: text,
  runnable: z.boolean(),
});

/** A section's visualisation: its size, and the URL of its module built for the frame. */
const d3SandboxSchema = z.object({
  width: z.number().int().min(100).max(1200),
  height: z.number().int().min(100).max(900),
  url: text,
});

const quizQuestionSchema = z
  .object({
    question: text,
    options: z.array(text).min(2),
    correctAnswer: z.number().int().min(0),
    explanation: text,
  })
  .refine((question) => question.correctAnswer < question.options.length, {
    message: 'correctAnswer must be the index of one of the options',
    path: ['correctAnswer'],
  });

const challengeTestSchema = z.object({
  name: text,
  /** A JavaScript expression evaluated after the learner's code; its value is the actual output. */
  input: text,
  /** The actual output, formatted as the Output panel shows a logged value, must equal this. */
  expectedOutput: z.string(),
});

/**
 * A section's challenge: tests the sandbox runs on the learner's code, or a consumer challenge
 * (`consumer`, docs/learn.md#consumer-challenges) whose verdict the server gives after the
 * learner's queue handler met the live system's faults; its solution is shown after a pass.
 */
const challengeSchema = z
  .object({
    description: text,
    starterCode: text,
    solution: text,
    tests: z.array(challengeTestSchema).default([]),
    consumer: z.enum(CHALLENGE_IDS).optional(),
    hints: z.array(text),
  })
  .refine((challenge) => (challenge.consumer === undefined) !== (challenge.tests.length === 0), {
    message: 'a challenge has tests, or is a consumer challenge with none',
    path: ['tests'],
  });

/**
 * An 'In the Lab' exercise: steps on the running system, and a check (lab/lab-checks.ts) that
 * reads the live API to tell whether the learner did them. Its id keys its progress, so it is
 * unique across all modules.
 */
const labExerciseSchema = z.object({
  id,
  title: text,
  /** Markdown: what the learner will do and see, and why it matters. */
  goal: text,
  /** Markdown, one step each, linking to the live pages they use. */
  steps: z.array(text).min(2),
  check: z.enum(LAB_CHECK_IDS),
  /** Markdown: what 'Check' reads from the live API and what it needs to see. */
  checkExplanation: text,
  /** A runnable example that reads the running system through `api.get`. */
  code: codeExampleSchema.optional(),
});

export const sectionSchema = z.object({
  id,
  title: text,
  type: z.enum(['theory', 'interactive']),
  learningObjectives: z.array(text).min(1),
  introduction: text,
  content: text,
  contentUrl: z.string().min(1).optional(),
  summary: text,
  code: codeExampleSchema.optional(),
  d3Sandbox: d3SandboxSchema.optional(),
  quiz: z.object({ questions: z.array(quizQuestionSchema).min(1) }).optional(),
  challenge: challengeSchema.optional(),
  lab: labExerciseSchema.optional(),
});

export const learningModuleSchema = z.object({
  id,
  title: text,
  description: text,
  difficulty: z.enum(DIFFICULTIES),
  duration: z.number().int().positive(),
  topics: z.array(text).min(1),
  prerequisites: z.array(id),
  sections: z.array(sectionSchema).min(1),
});

export type Section = z.infer<typeof sectionSchema>;
export type LearningModule = z.infer<typeof learningModuleSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type Challenge = z.infer<typeof challengeSchema>;
export type ChallengeTest = z.infer<typeof challengeTestSchema>;
export type D3Sandbox = z.infer<typeof d3SandboxSchema>;
export type CodeExample = z.infer<typeof codeExampleSchema>;
export type LabExercise = z.infer<typeof labExerciseSchema>;

/**
 * Everything wrong with a list of modules, each naming the module and the field, such as
 * `module 'async-basics': sections.0.quiz.questions.1.correctAnswer: ...`. Besides each
 * module's own shape: ids are unique, section ids are unique within a module, each section has
 * the part that completes it (lib/section-rule.ts), lab exercise ids are unique across modules,
 * and every prerequisite is another module of the list.
 */
export function moduleProblems(modules: readonly unknown[]): string[] {
  const problems: string[] = [];
  const parsed: LearningModule[] = [];
  modules.forEach((candidate, index) => {
    const result = learningModuleSchema.safeParse(candidate);
    const name = moduleName(candidate, index);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`module ${name}: ${issue.path.join('.') || '(module)'}: ${issue.message}`);
      }
      return;
    }
    parsed.push(result.data);
  });

  const ids = new Set<string>();
  const labIds = new Set<string>();
  for (const learningModule of parsed) {
    if (ids.has(learningModule.id))
      problems.push(`module '${learningModule.id}': id: is used twice`);
    ids.add(learningModule.id);
    const sectionIds = new Set<string>();
    learningModule.sections.forEach((section, index) => {
      if (sectionIds.has(section.id)) {
        problems.push(
          `module '${learningModule.id}': sections.${index}.id: '${section.id}' is used twice`,
        );
      }
      sectionIds.add(section.id);
      if (!hasRulePart(section)) {
        problems.push(
          `module '${learningModule.id}': sections.${index}.${sectionRule(section)}: a ${section.type} section is done by its ${sectionRule(section)}, and it has none`,
        );
      }
      if (!section.lab) return;
      if (labIds.has(section.lab.id)) {
        problems.push(
          `module '${learningModule.id}': sections.${index}.lab.id: '${section.lab.id}' is used twice`,
        );
      }
      labIds.add(section.lab.id);
    });
  }
  for (const learningModule of parsed) {
    learningModule.prerequisites.forEach((prerequisite, index) => {
      if (!ids.has(prerequisite) || prerequisite === learningModule.id) {
        problems.push(
          `module '${learningModule.id}': prerequisites.${index}: '${prerequisite}' is not another module`,
        );
      }
    });
  }
  return problems;
}

function moduleName(candidate: unknown, index: number): string {
  if (typeof candidate === 'object' && candidate !== null && 'id' in candidate) {
    const { id: candidateId } = candidate;
    if (typeof candidateId === 'string' && candidateId !== '') return `'${candidateId}'`;
  }
  return `#${index + 1}`;
}
