// The generated New Zealand business register: entity `index` of a register shape, computed
// on its own in constant time, so a seeder can insert any range of indexes in any order.
import type { EntityStatus, EntityType, NzRegion } from '@repo/contracts/registry';
import { businessName } from './names/business-name';
import { entityRng } from './entity-prng';
import { pickEntityType, pickRegion, removedShare } from './entity-proportions';
import { generateNzbn } from './generate-nzbn';
import { MAX_REGISTRY_SIZE } from './registry-shape';
import type { RegistryShape } from './registry-shape';
import { registrationMs } from './registration-date';
import { AVERAGE_YEAR_MS } from './registration-timeline';

export type { RegistryShape } from './registry-shape';

/** One entity of the generated register, in the shape the seeder inserts. */
export interface GeneratedEntity {
  nzbn: string;
  name: string;
  entityType: EntityType;
  status: EntityStatus;
  /** ISO date-time with milliseconds and 'Z', never after the shape's `now`. */
  registeredAt: string;
  region: NzRegion;
}

/** `now` must leave room for the 365-day recent window after the register's first day. */
const EARLIEST_NOW_MS = Date.UTC(1901, 0, 2);

function checkShape({ seed, count, now }: RegistryShape, index: number): void {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`The seed must be a safe integer: ${seed}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_REGISTRY_SIZE) {
    throw new RangeError(`The count must be an integer from 1 to ${MAX_REGISTRY_SIZE}: ${count}`);
  }
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`The index must be an integer from 0 to ${count - 1}: ${index}`);
  }
  if (!(now.getTime() >= EARLIEST_NOW_MS)) {
    throw new RangeError(`now must be a valid date after 1901-01-01: ${String(now)}`);
  }
}

/**
 * Entity `index` (0 ≤ index < count) of the register `shape`: the same inputs always give the
 * same entity, and distinct indexes always get distinct NZBNs.
 */
export function generateEntity(shape: RegistryShape, index: number): GeneratedEntity {
  checkShape(shape, index);
  // The draw order is part of the register's identity: changing it changes every entity.
  const rng = entityRng(shape.seed, index);
  const entityType = pickEntityType(rng.float());
  const region = pickRegion(rng.float());
  const registered = registrationMs(shape, index, rng.float(), rng.float());
  const ageYears = (shape.now.getTime() - registered) / AVERAGE_YEAR_MS;
  const status: EntityStatus = rng.chance(removedShare(ageYears)) ? 'Removed' : 'Registered';
  const year = new Date(registered).getUTCFullYear();
  return {
    nzbn: generateNzbn(shape.seed, index),
    name: businessName(entityType, { rng, region, year }),
    entityType,
    status,
    registeredAt: new Date(registered).toISOString(),
    region,
  };
}
