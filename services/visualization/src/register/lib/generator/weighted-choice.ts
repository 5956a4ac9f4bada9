// Turns a uniform draw into a choice among weighted options (weights need not sum to 1).
import { itemAt } from './entity-prng';

export type WeightedOptions<T> = ReadonlyArray<readonly [T, number]>;

export function weightedChoice<T>(options: WeightedOptions<T>): (uniform: number) => T {
  if (options.length === 0) throw new RangeError('A weighted choice needs at least one option');
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  const values = options.map(([value]) => value);
  const thresholds = new Float64Array(options.length);
  let running = 0;
  options.forEach(([, weight], position) => {
    running += weight / total;
    thresholds[position] = running;
  });
  // Rounding can leave the final threshold a hair under 1.
  thresholds[options.length - 1] = 1;
  // Plain indexed loops: this runs several times for every generated entity.
  return (uniform) => {
    let position = 0;
    while (position < thresholds.length - 1 && uniform >= (thresholds[position] ?? 1)) {
      position += 1;
    }
    return itemAt(values, position);
  };
}
