/** Knots of a piecewise-linear curve as [x, value], in ascending x. */
export type Knots = ReadonlyArray<readonly [number, number]>;

/** The curve's value at x: linear between knots, the end knot's value beyond either end. */
export function piecewiseLinear(knots: Knots, x: number): number {
  let [previousX, previousValue] = knots[0] ?? [x, 0];
  if (x <= previousX) return previousValue;
  for (const [knotX, knotValue] of knots) {
    if (x <= knotX) {
      return previousValue + ((x - previousX) / (knotX - previousX)) * (knotValue - previousValue);
    }
    [previousX, previousValue] = [knotX, knotValue];
  }
  return previousValue;
}
