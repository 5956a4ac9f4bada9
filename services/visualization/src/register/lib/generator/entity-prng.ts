// The per-entity random source: a hash of (seed, index) seeds a small PRNG, so any entity can
// be generated on its own, in any order, and always comes out the same.

const GOLDEN_RATIO_32 = 0x9e3779b9;
const TWO_POW_32 = 2 ** 32;
/** sfc32 needs a few rounds before nearby seeds stop giving correlated first outputs. */
const WARM_UP_ROUNDS = 12;

/** Chris Wellons' lowbias32 finaliser: a bijection of 32-bit words that spreads every bit. */
export function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A 32-bit key derived from the whole seed (high bits included) and a purpose-specific salt. */
export function seedKey(seed: number, salt: number): number {
  const low = seed >>> 0;
  const high = Math.floor(seed / TWO_POW_32) >>> 0;
  return mix32(mix32(low ^ salt) + mix32(high + GOLDEN_RATIO_32));
}

export function itemAt<T>(items: readonly T[], position: number): T {
  const item = items[position];
  if (item === undefined) throw new RangeError(`No item at ${position} of ${items.length}`);
  return item;
}

export interface EntityRng {
  /** Uniform in [0, 1). */
  float(): number;
  chance(probability: number): boolean;
  /** One item; skew > 1 favours the front of the list, so lists are ordered common-first. */
  pick<T>(items: readonly T[], skew?: number): T;
}

const ENTITY_SALT = 0x5eed1e55;

export function entityRng(seed: number, index: number): EntityRng {
  // mix32 is a bijection, so distinct indexes under one seed never share a starting state.
  let a = mix32(index ^ seedKey(seed, ENTITY_SALT));
  let b = mix32(a + GOLDEN_RATIO_32);
  let c = mix32(b + GOLDEN_RATIO_32);
  let d = index >>> 0;
  const next = (): number => {
    // sfc32 (Chris Doty-Humphrey): small, fast and passes PractRand well past our needs.
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / TWO_POW_32;
  };
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) next();
  return {
    float: next,
    chance: (probability) => next() < probability,
    pick: (items, skew = 1) => itemAt(items, Math.floor(items.length * next() ** skew)),
  };
}
