import type { RegistryEntity } from '@repo/contracts/registry';
import { ENTITY_COLUMNS, toRegistryEntity, type EntityRow } from './entity-row';

/** The entity with this NZBN, or undefined when the registry holds none. */
export async function findEntity(
  db: D1Database,
  nzbn: string,
): Promise<RegistryEntity | undefined> {
  const row = await db
    .prepare(`SELECT ${ENTITY_COLUMNS} FROM entities e WHERE e.nzbn = ?`)
    .bind(nzbn)
    .first<EntityRow>();
  return row ? toRegistryEntity(row) : undefined;
}
