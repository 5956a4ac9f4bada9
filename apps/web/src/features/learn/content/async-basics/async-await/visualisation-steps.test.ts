// The output each step shows is what the steps so far logged, as their status lines say.
import { describe, expect, it } from 'vitest';
import { STEPS } from './visualisation-steps';

describe('the async-await steps', () => {
  it('show, after a step that logs a value, that value at the end of the output', () => {
    const logging = STEPS.filter((step) => /\blogs \w+/.test(step.text));
    expect(logging).toHaveLength(6);
    for (const step of logging) {
      expect(step.out.at(-1)).toBe(/\blogs (\w+)/.exec(step.text)?.[1]);
    }
  });

  it('end with the whole output, in the order the last status gives', () => {
    expect(STEPS[0]?.out).toEqual([]);
    expect(STEPS.at(-1)?.out).toEqual(['A1', 'B1', 'main', 'A2', 'B2', 'A3']);
    expect(STEPS.at(-1)?.text).toContain('Output: A1 B1 main A2 B2 A3.');
  });
});
