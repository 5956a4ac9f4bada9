import { ENTITY_STATUSES, ENTITY_TYPES, NZ_REGIONS, nzbnSchema } from '@repo/contracts/registry';
import * as z from 'zod';

/** Entities one seed request may add: about a second of work. */
export const SEED_CHUNK_MAX = 5_000;

/** Rows one import request may stage. */
export const IMPORT_CHUNK_MAX = 5_000;

export const importRowsSchema = z.object({
  entities: z
    .array(
      z.object({
        nzbn: nzbnSchema,
        name: z.string().trim().min(1).max(500),
        entityType: z.enum(ENTITY_TYPES),
        status: z.enum(ENTITY_STATUSES),
        registeredAt: z.iso.datetime(),
        region: z.enum(NZ_REGIONS).optional(),
      }),
    )
    .min(1)
    .max(IMPORT_CHUNK_MAX)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach(({ nzbn }, index) => {
        if (seen.has(nzbn)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'nzbn'],
            message: `NZBN ${nzbn} appears more than once; each entity may be imported once`,
          });
        }
        seen.add(nzbn);
      });
    }),
});

export const importCommitSchema = z.object({ source: z.string().min(1).max(500) });

export const seedBodySchema = z.object({
  seed: z.number().int(),
  size: z.number().int().min(1).max(10_000_000),
  now: z.iso.datetime(),
  from: z.number().int().min(0),
  count: z.number().int().min(1).max(SEED_CHUNK_MAX),
});
