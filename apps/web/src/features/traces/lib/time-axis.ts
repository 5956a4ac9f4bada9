// The ticks of the waterfall's time axis: round numbers of milliseconds from the trace's start.

const STEP_FACTORS = [1, 2, 5] as const;
const TARGET_TICKS = 5;

/** The smallest round step (1, 2 or 5 times a power of ten) that makes at most `target` steps. */
export function tickStep(totalMs: number, target = TARGET_TICKS): number {
  if (!(totalMs > 0)) return 1;
  const rough = totalMs / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = STEP_FACTORS.find((candidate) => candidate * power >= rough) ?? 10;
  return factor * power;
}

/** 0, then every step up to the end of the trace. */
export function axisTicks(totalMs: number, target = TARGET_TICKS): number[] {
  const step = tickStep(totalMs, target);
  const ticks: number[] = [];
  // Counted in whole steps, so 0.1 + 0.2 never lands beside 0.3.
  for (let index = 0; index * step <= totalMs + 1e-9; index += 1) {
    ticks.push(Number((index * step).toPrecision(12)));
  }
  return ticks.length > 0 ? ticks : [0];
}
