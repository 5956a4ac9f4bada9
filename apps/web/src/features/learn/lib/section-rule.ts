// What completes a section (docs/learn.md#progress): one rule per kind of section. A theory
// section is done when its Quick Quiz is passed, every answer right; an interactive one when its
// challenge passes every test. Reading, moving on or pressing 'Complete Module' completes nothing.
import type { Section } from './module-schema';

export type SectionRule = 'quiz' | 'challenge';

const RULES: Record<Section['type'], SectionRule> = {
  theory: 'quiz',
  interactive: 'challenge',
};

export function sectionRule(section: Pick<Section, 'type'>): SectionRule {
  return RULES[section.type];
}

/** Whether a section has the part its rule asks for: a module whose section has not is invalid. */
export function hasRulePart(section: Pick<Section, 'type' | 'quiz' | 'challenge'>): boolean {
  return section[sectionRule(section)] !== undefined;
}

/** A quiz is passed when every answer is right. */
export function isQuizPassed(score: number, questionCount: number): boolean {
  return questionCount > 0 && score === questionCount;
}
