// A generated registry is seeded chunk by chunk (`npm run registry:seed`), each chunk going
// on where the last one stopped, so a seed can be resumed and never mixes two registries.
import { generateEntity } from '../generator/generate-entity';
import { refreshSearchTerms } from '../search/search-terms';
import { insertEntities } from './insert-entities';
import { writeRegistryStatus, type RegistryStatus } from './registry-status';

/** Entities `from` to `from + count - 1` of the generated registry (`seed`, `size`, `now`). */
export interface SeedChunk {
  seed: number;
  size: number;
  now: string;
  from: number;
  count: number;
}

/** Why the chunk cannot be added to the registry as it stands, or undefined when it can. */
export function seedRefusal(status: RegistryStatus, chunk: SeedChunk): string | undefined {
  if (status.source === 'imported') {
    return 'The register holds imported data; it is not seeded over';
  }
  const sameShape =
    status.seed === chunk.seed && status.size === chunk.size && status.now === chunk.now;
  if (status.entities > 0 && !sameShape) {
    return 'The register was seeded with another seed, size or time';
  }
  if (chunk.from !== status.entities) {
    return `Seeding must continue from entity ${status.entities}, not ${chunk.from}`;
  }
  return undefined;
}

/**
 * Generates the chunk's entities and inserts them. The first chunk records what the registry
 * holds; the last rebuilds the search's word list from the index. Returns how many entities
 * the registry holds now.
 */
export async function seedChunk(db: D1Database, chunk: SeedChunk): Promise<number> {
  const to = Math.min(chunk.size, chunk.from + chunk.count);
  const shape = { seed: chunk.seed, count: chunk.size, now: new Date(chunk.now) };
  const entities = Array.from({ length: to - chunk.from }, (_, offset) =>
    generateEntity(shape, chunk.from + offset),
  );
  if (chunk.from === 0) {
    const { seed, size, now } = chunk;
    await writeRegistryStatus(db, { source: 'generated', seed, size, now }).run();
  }
  await insertEntities(db, entities);
  if (to === chunk.size) await db.batch(refreshSearchTerms(db));
  return to;
}
