import type { EntityStatus, EntityType, NzRegion, RegistryEntity } from '@repo/contracts/registry';

/** An entities row as D1 returns it. */
export interface EntityRow {
  id: number;
  nzbn: string;
  name: string;
  entity_type: EntityType;
  status: EntityStatus;
  registered_at: string;
  region: NzRegion | null;
}

export const ENTITY_COLUMNS =
  'e.id, e.nzbn, e.name, e.entity_type, e.status, e.registered_at, e.region';

export function toRegistryEntity(row: EntityRow): RegistryEntity {
  return {
    nzbn: row.nzbn,
    name: row.name,
    entityType: row.entity_type,
    status: row.status,
    registrationDate: row.registered_at,
    ...(row.region === null ? {} : { region: row.region }),
  };
}
