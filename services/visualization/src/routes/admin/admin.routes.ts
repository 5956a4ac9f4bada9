import { errorEnvelope } from '@repo/contracts/envelope';
import { ENTITY_STATUSES, ENTITY_TYPES, NZ_REGIONS, nzbnSchema } from '@repo/contracts/registry';
import { parseInput } from '@repo/service-kit/validate';
import { Hono } from 'hono';
import * as z from 'zod';
import type { VisualizationEnv } from '../../env';
import { generateEntity } from '../../lib/register/generate-entity';
import { clearRegisterStatements } from '../../lib/register/clear-register';
import { refreshSearchTerms } from '../../lib/register/search-terms';
import { clearStaging, commitImport, stageEntities } from '../../lib/register/import-register';
import { insertEntities } from '../../lib/register/insert-entities';
import { readRegisterStatus, writeRegisterStatus } from '../../lib/register/register-meta';

/** Entities one seed request may add: about a second of work. */
export const SEED_CHUNK_MAX = 5_000;

/** Rows one import request may stage. */
export const IMPORT_CHUNK_MAX = 5_000;

const importRowsSchema = z.object({
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
    .max(IMPORT_CHUNK_MAX),
});

const seedBodySchema = z.object({
  seed: z.number().int(),
  size: z.number().int().min(1).max(10_000_000),
  now: z.iso.datetime(),
  from: z.number().int().min(0),
  count: z.number().int().min(1).max(SEED_CHUNK_MAX),
});

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Register administration, used by `npm start` and `npm run registry:seed` through the
 * gateway, with a bearer token whose SHA-256 is in admin_tokens (only a hash is stored, so
 * the table gives nothing away). With no token rows, nobody can administer.
 */
export const adminRoutes = new Hono<VisualizationEnv>()
  .use('/api/nzbn/admin/*', async (c, next) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const known = token
      ? await c.env.VISUALIZATION_DB.prepare(
          'SELECT 1 AS ok FROM admin_tokens WHERE token_hash = ?',
        )
          .bind(await sha256Hex(token))
          .first<{ ok: number }>()
      : null;
    if (!known) return c.json(errorEnvelope('A valid admin bearer token is required'), 401);
    await next();
    return undefined;
  })
  .get('/api/nzbn/admin/status', async (c) => {
    return c.json({ success: true, data: await readRegisterStatus(c.env.VISUALIZATION_DB) }, 200);
  })
  .post('/api/nzbn/admin/reset', async (c) => {
    await c.env.VISUALIZATION_DB.batch([
      ...clearRegisterStatements(c.env.VISUALIZATION_DB),
      c.env.VISUALIZATION_DB.prepare(`DELETE FROM register_meta WHERE key = 'status'`),
    ]);
    return c.json({ success: true, data: await readRegisterStatus(c.env.VISUALIZATION_DB) }, 200);
  })
  .post('/api/nzbn/admin/import/begin', async (c) => {
    await clearStaging(c.env.VISUALIZATION_DB);
    return c.json({ success: true, data: { staged: 0 } }, 200);
  })
  .post('/api/nzbn/admin/import/rows', async (c) => {
    const { entities } = parseInput(importRowsSchema, await c.req.json().catch(() => undefined));
    await stageEntities(c.env.VISUALIZATION_DB, entities);
    return c.json({ success: true, data: { staged: entities.length } }, 200);
  })
  .post('/api/nzbn/admin/import/commit', async (c) => {
    const body = parseInput(
      z.object({ source: z.string().min(1).max(500) }),
      await c.req.json().catch(() => undefined),
    );
    const entities = await commitImport(c.env.VISUALIZATION_DB, body.source);
    if (entities === 0) {
      return c.json(
        errorEnvelope(
          'Nothing was staged: the import has no valid rows, so the register was left as it was',
        ),
        409,
      );
    }
    return c.json({ success: true, data: { entities } }, 200);
  })
  .post('/api/nzbn/admin/seed', async (c) => {
    const body = parseInput(seedBodySchema, await c.req.json().catch(() => undefined));
    const status = await readRegisterStatus(c.env.VISUALIZATION_DB);
    if (status.source === 'imported') {
      return c.json(errorEnvelope('The register holds imported data; it is not seeded over'), 409);
    }
    const sameShape =
      status.seed === body.seed && status.size === body.size && status.now === body.now;
    if (status.entities > 0 && !sameShape) {
      return c.json(errorEnvelope('The register was seeded with another seed, size or time'), 409);
    }
    if (body.from !== status.entities) {
      return c.json(
        errorEnvelope(`Seeding must continue from entity ${status.entities}, not ${body.from}`),
        409,
      );
    }
    const to = Math.min(body.size, body.from + body.count);
    const shape = { seed: body.seed, count: body.size, now: new Date(body.now) };
    const entities = [];
    for (let index = body.from; index < to; index += 1) entities.push(generateEntity(shape, index));
    if (status.entities === 0) {
      await writeRegisterStatus(c.env.VISUALIZATION_DB, {
        source: 'generated',
        seed: body.seed,
        size: body.size,
        now: body.now,
      }).run();
    }
    await insertEntities(c.env.VISUALIZATION_DB, entities);
    // Once complete, the search's word list is rebuilt from the index.
    if (to === body.size)
      await c.env.VISUALIZATION_DB.batch(refreshSearchTerms(c.env.VISUALIZATION_DB));
    return c.json({ success: true, data: { entities: to, size: body.size } }, 200);
  });
