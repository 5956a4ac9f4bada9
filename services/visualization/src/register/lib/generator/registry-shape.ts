/** The size and seed of the generated register, shared by the seeder and the generator. */

/** The seed every environment uses unless told otherwise, so all of them show the same register. */
export const DEFAULT_REGISTRY_SEED = 20261122;
/** What the seeder loads by default: large enough for realistic search and analytics. */
export const DEFAULT_REGISTRY_SIZE = 200_000;
/** The full-size register; the recent registration rate reaches its target at this size. */
export const FULL_REGISTRY_SIZE = 1_000_000;
/** NZBNs stay unique and the date arithmetic stays exact up to this many entities. */
export const MAX_REGISTRY_SIZE = 10_000_000;

/** Which register to generate: the same shape always yields the same entities. */
export interface RegistryShape {
  /** Any safe integer; different seeds give different registers. */
  seed: number;
  /** How many entities the register holds; indexes run from 0 to count - 1. */
  count: number;
  /** The moment the register is generated at: nothing is registered after it. */
  now: Date;
}
