import { describe, expect, it } from 'vitest';
import { MODULES } from '../content/modules';
import { moduleProblems } from './module-schema';
import { hasRulePart, isQuizPassed, sectionRule } from './section-rule';

describe('what completes a section', () => {
  it('is the quiz for a theory section and the challenge for an interactive one', () => {
    expect(sectionRule({ type: 'theory' })).toBe('quiz');
    expect(sectionRule({ type: 'interactive' })).toBe('challenge');
  });

  it('passes a quiz only when every answer is right', () => {
    expect(isQuizPassed(3, 3)).toBe(true);
    expect(isQuizPassed(2, 3)).toBe(false);
    expect(isQuizPassed(0, 0)).toBe(false);
  });

  it('is in every section of every module', () => {
    for (const learningModule of MODULES) {
      for (const section of learningModule.sections) expect(hasRulePart(section)).toBe(true);
    }
  });

  it('makes a module invalid when a section lacks the part that completes it', () => {
    const [first] = MODULES;
    if (!first) throw new Error('no module');
    const [section, ...rest] = first.sections;
    if (!section) throw new Error('no section');
    const { quiz: _quiz, challenge: _challenge, ...bare } = section;
    expect(moduleProblems([{ ...first, sections: [bare, ...rest] }])).toContain(
      `module '${first.id}': sections.0.${sectionRule(section)}: a ${section.type} section is done by its ${sectionRule(section)}, and it has none`,
    );
  });
});
