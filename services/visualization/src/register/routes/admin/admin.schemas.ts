import { ENTITY_STATUSES, ENTITY_TYPES, NZ_REGIONS, nzbnSchema } from '@repo/contracts/registry';
import * as z from 'zod';

/** Entities one seed request may add: about a second of work. */
export const SEED_CHUNK_MAX = 5_000;

/** Rows one import request may stage. */
export const IMPORT_CHUNK_MAX = 5_000;

/**
 * The most bytes of a chunk of rows: IMPORT_CHUNK_MAX rows of 2 KiB each, room for a name of
 * 500 characters of three bytes (as written in most non-Latin scripts) and the other fields.
 */
export const IMPORT_ROWS_MAX_BYTES = IMPORT_CHUNK_MAX * 2 * 1024;
/** The most bytes of a commit's body: a source of 500 characters, each escaped at worst. */
export const IMPORT_COMMIT_MAX_BYTES = 4 * 1024;
/** The most bytes of a seed request's body: five numbers and a date. */
export const SEED_BODY_MAX_BYTES = 1024;

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
