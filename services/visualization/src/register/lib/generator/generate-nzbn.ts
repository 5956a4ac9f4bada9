// NZBNs for generated entities: a keyed bijection of [0, 10^10) scatters the indexes, so every
// entity gets a distinct, non-sequential NZBN without looking at any other entity.
import { nzbnCheckDigit } from '@repo/contracts/registry';
import { mix32, seedKey } from './entity-prng';
import { mulMod } from './modular-arithmetic';

/** NZBNs issued to New Zealand entities start with the GS1 New Zealand prefix 94. */
export const NZBN_PREFIX = '94';
const BODY_DIGITS = 10;
const BODY_SPACE = 10 ** BODY_DIGITS;
const HALF_SPACE = 10 ** (BODY_DIGITS / 2);
/** Odd and not a multiple of 5, so coprime to 10^10: the affine step is a bijection. */
const AFFINE_MULTIPLIER = 7_368_154_231;
const FEISTEL_ROUNDS = 4;
const AFFINE_SALT = 0x0b5c_a1e0;
const FEISTEL_SALT = 0x0fe1_57e1;

/** The 10 digits after the prefix, a bijection of index over [0, 10^10) for each seed. */
export function nzbnBody(seed: number, index: number): number {
  const offset = seedKey(seed, AFFINE_SALT) % BODY_SPACE;
  const affine = (mulMod(AFFINE_MULTIPLIER, index % BODY_SPACE, BODY_SPACE) + offset) % BODY_SPACE;
  // A Feistel network on the two 5-digit halves breaks the arithmetic progression the affine
  // step alone leaves between consecutive indexes; each round is invertible, so is the whole.
  let left = Math.floor(affine / HALF_SPACE);
  let right = affine % HALF_SPACE;
  const key = seedKey(seed, FEISTEL_SALT);
  for (let round = 0; round < FEISTEL_ROUNDS; round += 1) {
    const mixed = (left + (mix32(right ^ mix32(key + round)) % HALF_SPACE)) % HALF_SPACE;
    left = right;
    right = mixed;
  }
  return left * HALF_SPACE + right;
}

export function generateNzbn(seed: number, index: number): string {
  const first12 = NZBN_PREFIX + String(nzbnBody(seed, index)).padStart(BODY_DIGITS, '0');
  return first12 + String(nzbnCheckDigit(first12));
}
