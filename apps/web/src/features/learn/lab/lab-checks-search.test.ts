// The 'In the Lab' checks of the register searches and of R2's operations, against the fake system.
import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_MS } from './lab-checks';
import {
  aroundClockSlack,
  done,
  notYet,
  runCheck,
  R2_DELETES,
  R2_PUTS,
  SEARCHES,
  summary,
  type SystemState,
} from './lab-checks.test-utils';

describe('search-timing', () => {
  const run = (state: SystemState) => runCheck('search-timing', state);
  /** Searches of `durationMs` starting at each of `starts` (ms after START). */
  const searches = (starts: number[], durationMs = 100): SystemState => ({
    lists: { [SEARCHES]: starts.map((at, index) => summary(index + 1, { at, durationMs })) },
  });

  it('counts the searches since the start until there are three', async () => {
    const message = (count: string) =>
      `Found ${count} since you started; run the example so it makes three in sequence and three in parallel.`;
    expect(await run(searches([]))).toEqual(notYet(message('0 register searches')));
    expect(await run(searches([500]))).toEqual(notYet(message('1 register search')));
    expect(await run(searches([500, 900]))).toEqual(notYet(message('2 register searches')));
  });

  it('is not done with three searches one after another, even when each starts as the last ends', async () => {
    expect(await run(searches([300, 200, 100]))).toEqual(
      notYet(
        'Found 3 searches since you started, but none ran at the same time as another: run the Promise.all part too.',
      ),
    );
  });

  it('is done once two of them overlap', async () => {
    expect(await run(searches([100, 200, 300, 1000, 1050]))).toEqual(
      done('Done: 5 searches since you started, 2 of them at the same time as another.'),
    );
  });

  it('counts a search that lies wholly inside a longer one, in either order', async () => {
    const state: SystemState = {
      lists: {
        [SEARCHES]: [
          summary(1, { at: 0, durationMs: 10 }),
          summary(2, { at: 20, durationMs: 10 }),
          summary(3, { at: 100, durationMs: 500 }),
          summary(4, { at: 200, durationMs: 5 }),
        ],
      },
    };
    expect(await run(state)).toEqual(
      done('Done: 4 searches since you started, 2 of them at the same time as another.'),
    );
  });

  it('leaves out searches made before the start, beyond the clock slack', async () => {
    const early = -CLOCK_SLACK_MS - 500;
    const state: SystemState = {
      lists: {
        [SEARCHES]: [
          summary(1, { at: 1000, durationMs: 100 }),
          summary(2, { at: 2000, durationMs: 100 }),
          summary(3, { at: 3000, durationMs: 100 }),
          summary(4, { at: early, durationMs: 100 }),
          summary(5, { at: early + 10, durationMs: 100 }),
        ],
      },
    };
    expect(await run(state)).toEqual(
      notYet(
        'Found 3 searches since you started, but none ran at the same time as another: run the Promise.all part too.',
      ),
    );
  });

  it('counts searches that started within the clock slack before the start', async () => {
    const state = searches([-CLOCK_SLACK_MS, -CLOCK_SLACK_MS + 500, -CLOCK_SLACK_MS + 520]);
    expect(await run(state)).toEqual(
      done('Done: 3 searches since you started, 2 of them at the same time as another.'),
    );
    expect(await run(searches([-CLOCK_SLACK_MS - 1, 500, 520]))).toEqual(
      notYet(
        'Found 2 register searches since you started; run the example so it makes three in sequence and three in parallel.',
      ),
    );
  });
});

describe('r2-operations-traced', () => {
  const run = (state: SystemState) => runCheck('r2-operations-traced', state);

  it('wants a put, then a delete', async () => {
    expect(await run({})).toEqual(
      notYet("No trace since you started holds an 'R2 put': upload a file on Storage."),
    );
    expect(await run({ lists: { [R2_DELETES]: [summary(2)] } })).toEqual(
      notYet("No trace since you started holds an 'R2 put': upload a file on Storage."),
    );
    expect(await run({ lists: { [R2_PUTS]: [summary(1)] } })).toEqual(
      notYet("No trace since you started holds an 'R2 delete': delete a file on Storage."),
    );
  });

  it('is done with both, counting the traces of each', async () => {
    expect(
      await run({
        lists: { [R2_PUTS]: [summary(1, { at: 100 })], [R2_DELETES]: [summary(2, { at: 900 })] },
      }),
    ).toEqual(done("Done: 1 trace holds an 'R2 put' and 1 an 'R2 delete' since you started."));
    expect(
      await run({
        lists: {
          [R2_PUTS]: [summary(3, { at: 200 }), summary(1, { at: 100 })],
          [R2_DELETES]: [summary(2, { at: 900 })],
        },
      }),
    ).toEqual(done("Done: 2 traces hold an 'R2 put' and 1 an 'R2 delete' since you started."));
  });

  it('leaves out operations before the start, beyond the clock slack, and keeps those within it', async () => {
    const state = (deleteAt: number): SystemState => ({
      lists: {
        [R2_PUTS]: [summary(1, { at: -CLOCK_SLACK_MS })],
        [R2_DELETES]: [summary(2, { at: deleteAt })],
      },
    });
    const [before, within] = await aroundClockSlack('r2-operations-traced', state);
    expect(before).toEqual(
      notYet("No trace since you started holds an 'R2 delete': delete a file on Storage."),
    );
    expect(within.done).toBe(true);
  });
});
