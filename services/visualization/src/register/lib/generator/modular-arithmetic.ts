// Exact integer arithmetic beyond 2^53 products without BigInt, so the per-entity path
// stays allocation-free.

const SPLIT = 2 ** 17;
/** mulMod is exact for every modulus below this (products stay under 2^51). */
export const MAX_EXACT_MODULUS = 2 ** 34;

/** (a * b) mod m for integers 0 <= a, b < m < MAX_EXACT_MODULUS. */
export function mulMod(a: number, b: number, m: number): number {
  const high = Math.floor(b / SPLIT);
  const low = b - high * SPLIT;
  return (((((a * high) % m) * SPLIT) % m) + ((a * low) % m)) % m;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The integer nearest to modulus * fraction that is coprime to modulus (so a * i + b permutes). */
export function coprimeNear(modulus: number, fraction: number): number {
  if (modulus <= 1) return 1;
  let candidate = Math.max(1, Math.round(modulus * fraction));
  while (gcd(candidate, modulus) !== 1) candidate += 1;
  return candidate % modulus || 1;
}
