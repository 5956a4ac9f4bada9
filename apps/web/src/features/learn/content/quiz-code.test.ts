// The quiz shows text between backticks as inline code (components/inline-code-text.tsx), so code
// written outside them would read as prose. Every question, option and explanation keeps its code
// in backticks, balanced, so that nothing is shown with a stray backtick.
import { describe, expect, it } from 'vitest';
import { SECTIONS } from './content.test-utils';

/** What gives code away in quiz text, each with the reason it names in a failure. */
const CODE_OUTSIDE_BACKTICKS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /=>/, reason: 'an arrow function' },
  { pattern: /[\w$)\]]\(|\(\)/, reason: 'a call' },
  { pattern: /(^|[\s(])\.[a-z]/i, reason: 'a method such as .then' },
  { pattern: /\b[a-z_$][\w$]*\.[a-z_$][\w$]*/i, reason: 'a property access such as Promise.all' },
  { pattern: /\b[a-z]+_[a-z_]+\b/i, reason: 'a snake_case name such as max_retries' },
  { pattern: /\b(const|let)\s+\w+\s*=/, reason: 'a declaration' },
  { pattern: /[{}[\]]/, reason: 'braces or brackets' },
  { pattern: /\bnew [A-Z]\w*\(/, reason: 'a constructor call such as new Error(' },
  { pattern: /\benv\./, reason: 'a binding on env' },
  { pattern: /`/, reason: 'an unbalanced backtick' },
];

/** The text as the quiz shows it outside its inline code: the backtick pairs and what they hold. */
function outsideCode(text: string): string {
  return text.replace(/`[^`]+`/g, ' ');
}

/** The reasons a quiz text fails the rule, empty when its code is all in backticks. */
function codeOutsideBackticks(text: string): string[] {
  const rest = outsideCode(text);
  return CODE_OUTSIDE_BACKTICKS.filter(({ pattern }) => pattern.test(rest)).map(
    ({ reason }) => reason,
  );
}

describe('codeOutsideBackticks', () => {
  it('accepts prose, and code that sits in backticks', () => {
    expect(codeOutsideBackticks('Which of `A`, `B` and `C` run after `p.then(() => 1)`?')).toEqual(
      [],
    );
    expect(codeOutsideBackticks('It waits (about 30 ms), then fails: 2 + 3 = 5 ms.')).toEqual([]);
  });

  it('names the code it finds outside backticks', () => {
    expect(codeOutsideBackticks("p.then(() => { throw new Error('x'); })")).toEqual(
      expect.arrayContaining([
        'an arrow function',
        'a call',
        'a property access such as Promise.all',
        'braces or brackets',
        'a constructor call such as new Error(',
      ]),
    );
    expect(codeOutsideBackticks('pass it to ctx.waitUntil')).toEqual([
      'a property access such as Promise.all',
    ]);
    expect(codeOutsideBackticks('the first .then has no handler')).toEqual([
      'a method such as .then',
    ]);
    expect(codeOutsideBackticks('it sets max_retries')).toEqual([
      'a snake_case name such as max_retries',
    ]);
  });

  it('rejects a backtick left without its pair', () => {
    expect(codeOutsideBackticks('`ack()` and `retry')).toEqual(['an unbalanced backtick']);
  });
});

describe.each(SECTIONS.map((entry) => [entry.name, entry] as const))(
  'the quiz of %s',
  (_, entry) => {
    const texts = (entry.section.quiz?.questions ?? []).flatMap((question, index) => [
      { field: `questions.${index}.question`, text: question.question },
      ...question.options.map((option, optionIndex) => ({
        field: `questions.${index}.options.${optionIndex}`,
        text: option,
      })),
      { field: `questions.${index}.explanation`, text: question.explanation },
    ]);

    it('writes every piece of code in backticks, with every backtick paired', () => {
      const problems = texts.flatMap(({ field, text }) =>
        codeOutsideBackticks(text).map((reason) => `${field}: ${reason} in "${text}"`),
      );
      expect(problems).toEqual([]);
    });
  },
);
