// When each of the three calls runs, awaited in turn or started together, and when and how the
// chosen combinator settles.
export interface Call {
  name: string;
  ms: number;
}

export const CALLS: readonly Call[] = [
  { name: 'kiwi', ms: 120 },
  { name: 'bay', ms: 60 },
  { name: 'farm', ms: 90 },
];
export const COMBINATORS = ['all', 'allSettled', 'race', 'any'] as const;
export type Combinator = (typeof COMBINATORS)[number];
export type Failing = 'none' | 'bay' | 'all';

export interface Row {
  call: Call;
  start: number;
  skipped: boolean;
}

export interface Outcome {
  at: number;
  ok: boolean;
  label: string;
}

export interface InTurn extends Outcome {
  rows: Row[];
}

export interface Together extends Outcome {
  text: string;
}

const BY_TIME = CALLS.slice().sort((p, q) => p.ms - q.ms);
const SLOWEST: Call = BY_TIME[BY_TIME.length - 1] ?? { name: '', ms: 0 };

export const failsIn = (failing: Failing) => (call: Call) =>
  failing === 'all' || (failing === 'bay' && call.name === 'bay');

export function inTurn(failing: Failing): InTurn {
  const fails = failsIn(failing);
  let clock = 0;
  let stopped: number | null = null;
  const rows = CALLS.map((call): Row => {
    const start = clock;
    clock += call.ms;
    if (stopped !== null) return { call, start, skipped: true };
    if (fails(call)) stopped = clock;
    return { call, start, skipped: false };
  });
  const ok = stopped === null;
  const at = stopped ?? clock;
  return { rows, at, ok, label: `${ok ? 'done at' : 'throws at'} ${at} ms` };
}

export function together(combinator: Combinator, failing: Failing): Together {
  const fails = failsIn(failing);
  const firstFail = BY_TIME.find(fails);
  const firstOk = BY_TIME.find((call) => !fails(call));
  const first = BY_TIME[0] ?? SLOWEST;
  const result = (at: number, ok: boolean, text: string): Together => ({
    at,
    ok,
    text,
    label: `${ok ? 'fulfilled at' : 'rejected at'} ${at} ms`,
  });
  if (combinator === 'all') {
    return firstFail
      ? result(
          firstFail.ms,
          false,
          'Promise.all rejects at ' +
            firstFail.ms +
            ' ms with ' +
            firstFail.name +
            "'s error: it fails fast. The other calls keep running (nothing is cancelled); their results are ignored.",
        )
      : result(
          SLOWEST.ms,
          true,
          'Promise.all fulfils at ' +
            SLOWEST.ms +
            ' ms, when the slowest call (' +
            SLOWEST.name +
            ') is done, with all three results in input order: kiwi, bay, farm.',
        );
  }
  if (combinator === 'allSettled') {
    const failed = CALLS.filter(fails).length;
    return result(
      SLOWEST.ms,
      true,
      'Promise.allSettled never rejects: it fulfils at ' +
        SLOWEST.ms +
        ' ms, once all three have settled, with one outcome per call: ' +
        (3 - failed) +
        ' fulfilled, ' +
        failed +
        ' rejected.',
    );
  }
  if (combinator === 'race') {
    return fails(first)
      ? result(
          first.ms,
          false,
          'Promise.race settles like the first call to settle, even a failure: ' +
            first.name +
            ' rejects at ' +
            first.ms +
            ' ms, so race rejects with its error.',
        )
      : result(
          first.ms,
          true,
          'Promise.race settles like the first call to settle: ' +
            first.name +
            ' fulfils at ' +
            first.ms +
            ' ms, so race fulfils with ' +
            first.name +
            "'s result.",
        );
  }
  if (firstOk) {
    return firstOk === first
      ? result(
          firstOk.ms,
          true,
          'Promise.any fulfils with the first success: ' +
            firstOk.name +
            ', at ' +
            firstOk.ms +
            ' ms.',
        )
      : result(
          firstOk.ms,
          true,
          'Promise.any skips the failure of ' +
            first.name +
            ' and fulfils at ' +
            firstOk.ms +
            ' ms with ' +
            firstOk.name +
            ', the first success.',
        );
  }
  return result(
    SLOWEST.ms,
    false,
    'Every call fails, so Promise.any rejects only at ' +
      SLOWEST.ms +
      ' ms, after the last failure, with an AggregateError listing all three errors.',
  );
}
