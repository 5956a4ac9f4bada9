import { errorEnvelope } from '@repo/contracts/envelope';
import { requireAdminToken as adminOnly } from '@repo/service-kit/admin-token';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { VisualizationEnv } from '../../../env';
import { resetRegistry } from '../../lib/store/clear-registry';
import {
  clearStaging,
  commitImport,
  countStaged,
  stageEntities,
} from '../../lib/store/import-registry';
import { readRegistryStatus } from '../../lib/store/registry-status';
import { seedChunk, seedRefusal } from '../../lib/store/seed-registry';
import { importCommitSchema, importRowsSchema, seedBodySchema } from './admin.schemas';

type AdminContext = Context<VisualizationEnv>;

const NOT_A_JSON_OBJECT_MESSAGE = 'The body must be a JSON object';

/** The request's JSON body; a missing or unreadable one, or one that is no object, is refused. */
async function jsonBody(c: AdminContext): Promise<object> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HTTPException(400, { message: NOT_A_JSON_OBJECT_MESSAGE });
  }
  return body;
}

/** Lets through only requests with the admin token (the ADMIN_TOKEN secret). */
export const requireAdminToken = adminOnly<VisualizationEnv>();

export async function getStatus(c: AdminContext) {
  return ok(c, await readRegistryStatus(c.env.REGISTER_DB));
}

export async function reset(c: AdminContext) {
  await resetRegistry(c.env.REGISTER_DB);
  return ok(c, await readRegistryStatus(c.env.REGISTER_DB));
}

export async function getImportStatus(c: AdminContext) {
  return ok(c, { staged: await countStaged(c.env.REGISTER_DB) });
}

export async function beginImport(c: AdminContext) {
  await clearStaging(c.env.REGISTER_DB);
  return ok(c, { staged: 0 });
}

/** The first of `nzbns` an earlier chunk of this import already staged, if any. */
async function firstStaged(db: D1Database, nzbns: readonly string[]): Promise<string | undefined> {
  const row = await db
    .prepare(
      'SELECT nzbn FROM entities_staging WHERE nzbn IN (SELECT value FROM json_each(?)) LIMIT 1',
    )
    .bind(JSON.stringify(nzbns))
    .first<{ nzbn: string }>();
  return row?.nzbn;
}

export async function stageImportRows(c: AdminContext) {
  const { entities } = parseInput(importRowsSchema, await jsonBody(c));
  const staged = await firstStaged(
    c.env.REGISTER_DB,
    entities.map((entity) => entity.nzbn),
  );
  if (staged) {
    return c.json(
      errorEnvelope(
        `NZBN ${staged} is already staged in this import; each entity may be imported once`,
      ),
      409,
    );
  }
  await stageEntities(c.env.REGISTER_DB, entities);
  return ok(c, { staged: entities.length });
}

export async function commitImportRows(c: AdminContext) {
  const { source } = parseInput(importCommitSchema, await jsonBody(c));
  const entities = await commitImport(c.env.REGISTER_DB, source);
  if (entities === 0) {
    return c.json(
      errorEnvelope(
        'Nothing was staged: the import has no valid rows, so the register was left as it was',
      ),
      409,
    );
  }
  return ok(c, { entities });
}

export async function seed(c: AdminContext) {
  const chunk = parseInput(seedBodySchema, await jsonBody(c));
  const status = await readRegistryStatus(c.env.REGISTER_DB);
  const refusal = seedRefusal(status, chunk);
  if (refusal) return c.json(errorEnvelope(refusal), 409);
  const entities = await seedChunk(c.env.REGISTER_DB, chunk);
  return ok(c, { entities, size: chunk.size });
}
