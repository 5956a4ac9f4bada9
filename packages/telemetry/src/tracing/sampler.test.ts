import { describe, expect, it } from 'vitest';
import { createRateSampler, createSessionSampler } from './sampler';

/** A clock that moves only when told to. */
function manualClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** How many of `attempts` calls the sampler allows. */
function allowed(sample: () => boolean, attempts: number): number {
  let count = 0;
  for (let n = 0; n < attempts; n += 1) if (sample()) count += 1;
  return count;
}

describe('createRateSampler', () => {
  it('allows perSecond traces at once, then refuses the next', () => {
    const clock = manualClock();
    const sample = createRateSampler(20, clock.now);
    expect(Array.from({ length: 20 }, () => sample())).toEqual(Array(20).fill(true));
    expect(sample()).toBe(false);
    expect(sample()).toBe(false);
  });

  it('refills in proportion to the time passed', () => {
    const clock = manualClock();
    const sample = createRateSampler(20, clock.now);
    allowed(sample, 20);

    clock.advance(49);
    expect(sample()).toBe(false);
    clock.advance(1);
    expect(sample()).toBe(true);
    expect(sample()).toBe(false);

    clock.advance(250);
    expect(allowed(sample, 100)).toBe(5);
  });

  it('keeps the fractions of a token between calls', () => {
    const clock = manualClock();
    const sample = createRateSampler(10, clock.now);
    allowed(sample, 10);

    // Four calls 30 ms apart add up to 1.2 tokens: the fourth is allowed.
    const decisions = Array.from({ length: 4 }, () => {
      clock.advance(30);
      return sample();
    });
    expect(decisions).toEqual([false, false, false, true]);
  });

  it('never holds more than one second’s worth, however long it was idle', () => {
    const clock = manualClock();
    const sample = createRateSampler(20, clock.now);
    clock.advance(60_000);
    expect(allowed(sample, 1000)).toBe(20);

    allowed(sample, 5);
    clock.advance(10_000);
    expect(allowed(sample, 1000)).toBe(20);
  });

  it('allows perSecond a second over a steady stream of calls', () => {
    const clock = manualClock();
    const sample = createRateSampler(20, clock.now);
    allowed(sample, 20);
    let count = 0;
    for (let ms = 0; ms < 10_000; ms += 1) {
      clock.advance(1);
      if (sample()) count += 1;
    }
    expect(count).toBe(200);
  });

  it('allows nothing when the rate is zero', () => {
    const clock = manualClock();
    const sample = createRateSampler(0, clock.now);
    clock.advance(5_000);
    expect(allowed(sample, 10)).toBe(0);
  });
});

describe('createSessionSampler', () => {
  it("gives each lab session its own budget: one session's burst leaves another's whole", () => {
    const clock = manualClock();
    const sample = createSessionSampler(5, clock.now);
    const burst = Array.from({ length: 50 }, () => sample('a'.repeat(32)));
    expect(burst.filter(Boolean)).toHaveLength(5);
    const other = Array.from({ length: 5 }, () => sample('b'.repeat(32)));
    expect(other).toEqual(Array(5).fill(true));
    // Requests without a session share one budget of their own.
    expect(Array.from({ length: 6 }, () => sample()).filter(Boolean)).toHaveLength(5);
  });
});
