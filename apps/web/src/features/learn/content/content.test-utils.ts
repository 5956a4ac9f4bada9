// What the content tests share: every section with its module, and every piece of markdown a
// section shows, named by where it comes from.
import type { Section } from '../lib/module-schema';
import { MODULES } from './modules';

export interface SectionEntry {
  moduleId: string;
  section: Section;
  /** 'module-id/section-id' */
  name: string;
}

export const SECTIONS: readonly SectionEntry[] = MODULES.flatMap((learningModule) =>
  learningModule.sections.map((section) => ({
    moduleId: learningModule.id,
    section,
    name: `${learningModule.id}/${section.id}`,
  })),
);

/** The section's text without its fenced code blocks. */
export function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, ' ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Every markdown text of a section, each with the field it is in. */
export function markdownOf(section: Section): { field: string; text: string }[] {
  const texts = [
    { field: 'content', text: section.content },
    { field: 'summary', text: section.summary },
  ];
  if (section.code) texts.push({ field: 'code.explanation', text: section.code.explanation });
  section.quiz?.questions.forEach((question, index) =>
    texts.push({ field: `quiz.questions.${index}.explanation`, text: question.explanation }),
  );
  if (section.challenge) {
    texts.push({ field: 'challenge.description', text: section.challenge.description });
  }
  if (section.lab) {
    const { lab } = section;
    texts.push({ field: 'lab.goal', text: lab.goal });
    lab.steps.forEach((step, index) => texts.push({ field: `lab.steps.${index}`, text: step }));
    texts.push({ field: 'lab.checkExplanation', text: lab.checkExplanation });
    if (lab.code) texts.push({ field: 'lab.code.explanation', text: lab.code.explanation });
  }
  return texts;
}

/** The targets of the markdown links in a text: `[text](target)`, outside code. */
export function linkTargets(markdown: string): string[] {
  const withoutCode = prose(markdown).replace(/`[^`\n]*`/g, ' ');
  return [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
}
