// Registration instants by stratified sampling: index → a permuted stratum of the timeline's
// quantiles plus a per-entity jitter. Every range of the timeline then holds almost exactly
// its expected share, and the last stratum lands just before now.
import { seedKey } from './entity-prng';
import { coprimeNear, mulMod } from './modular-arithmetic';
import { timeOfDayMs } from './nz-local-time';
import type { RegistryShape } from './registry-shape';
import { buildTimeline, instantAt } from './registration-timeline';
import type { Timeline } from './registration-timeline';

/** Stepping by the golden ratio of count sends consecutive indexes far apart in time. */
const GOLDEN_FRACTION = (Math.sqrt(5) - 1) / 2;
const STRATUM_SALT = 0x57a7_0001;

interface ShapePlan {
  count: number;
  nowMs: number;
  timeline: Timeline;
  step: number;
}

// One plan per (count, now): the seeder asks for many batches of the same shape in a row.
let cachedPlan: ShapePlan | undefined;

function planFor(count: number, nowMs: number): ShapePlan {
  if (cachedPlan?.count === count && cachedPlan.nowMs === nowMs) return cachedPlan;
  const timeline = buildTimeline(count, nowMs);
  cachedPlan = { count, nowMs, timeline, step: coprimeNear(count, GOLDEN_FRACTION) };
  return cachedPlan;
}

/**
 * When entity `index` registered, in ms since the epoch. jitter and timeOfDay are uniform
 * draws in [0, 1) from the entity's own random source.
 */
export function registrationMs(
  shape: RegistryShape,
  index: number,
  jitter: number,
  timeOfDay: number,
): number {
  const plan = planFor(shape.count, shape.now.getTime());
  const offset = seedKey(shape.seed, STRATUM_SALT) % shape.count;
  const stratum = (mulMod(plan.step, index, shape.count) + offset) % shape.count;
  return instantAt(plan.timeline, (stratum + jitter) / shape.count, timeOfDayMs(timeOfDay));
}
