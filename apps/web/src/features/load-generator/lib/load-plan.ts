// What one run sends: a number of uploads, or searches at a rate for a time.
export type LoadPlan =
  { kind: 'uploads'; count: number } | { kind: 'searches'; perSecond: number; seconds: number };

/** How many requests the plan sends in all. */
export function planSize(plan: LoadPlan): number {
  return plan.kind === 'uploads' ? plan.count : plan.perSecond * plan.seconds;
}

/** The gap between two searches of a plan sending `perSecond` of them each second. */
export function spacingMs(perSecond: number): number {
  return 1000 / perSecond;
}
