import { describe, expect, it } from 'vitest';
import { axisTicks, tickStep } from './time-axis';

describe('the time axis', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(tickStep(1_280)).toBe(500);
    expect(tickStep(100)).toBe(20);
    expect(tickStep(42)).toBe(10);
    expect(tickStep(3)).toBe(1);
    expect(tickStep(0.4)).toBe(0.1);
  });

  it('ticks from 0 to the end of the trace', () => {
    expect(axisTicks(1_280)).toEqual([0, 500, 1_000]);
    expect(axisTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(axisTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('has one tick for a trace that took no time', () => {
    expect(axisTicks(0)).toEqual([0]);
  });
});
