import type { EntityStatus, EntityType, NzRegion } from '@repo/contracts/registry';

/** An entity on its way into the registry: from the generator, an import or a test. */
export interface NewEntity {
  nzbn: string;
  name: string;
  entityType: EntityType;
  status: EntityStatus;
  registeredAt: string;
  region?: NzRegion | undefined;
}
