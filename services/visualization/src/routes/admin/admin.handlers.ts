import { errorEnvelope } from '@repo/contracts/envelope';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context, Next } from 'hono';
import type { VisualizationEnv } from '../../env';
import { isAdminToken } from '../../lib/registry/store/admin-tokens';
import { resetRegistry } from '../../lib/registry/store/clear-registry';
import {
  clearStaging,
  commitImport,
  stageEntities,
} from '../../lib/registry/store/import-registry';
import { readRegistryStatus } from '../../lib/registry/store/registry-status';
import { seedChunk, seedRefusal } from '../../lib/registry/store/seed-registry';
import { importCommitSchema, importRowsSchema, seedBodySchema } from './admin.schemas';

type AdminContext = Context<VisualizationEnv>;

/** The request's JSON body; a missing or unreadable one is parsed as nothing (and refused). */
const jsonBody = (c: AdminContext): Promise<unknown> => c.req.json().catch(() => undefined);

/** Lets through only requests with a known admin bearer token. */
export async function requireAdminToken(c: AdminContext, next: Next) {
  const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token || !(await isAdminToken(c.env.VISUALIZATION_DB, token))) {
    return c.json(errorEnvelope('A valid admin bearer token is required'), 401);
  }
  await next();
  return undefined;
}

export async function getStatus(c: AdminContext) {
  return ok(c, await readRegistryStatus(c.env.VISUALIZATION_DB));
}

export async function reset(c: AdminContext) {
  await resetRegistry(c.env.VISUALIZATION_DB);
  return ok(c, await readRegistryStatus(c.env.VISUALIZATION_DB));
}

export async function beginImport(c: AdminContext) {
  await clearStaging(c.env.VISUALIZATION_DB);
  return ok(c, { staged: 0 });
}

export async function stageImportRows(c: AdminContext) {
  const { entities } = parseInput(importRowsSchema, await jsonBody(c));
  await stageEntities(c.env.VISUALIZATION_DB, entities);
  return ok(c, { staged: entities.length });
}

export async function commitImportRows(c: AdminContext) {
  const { source } = parseInput(importCommitSchema, await jsonBody(c));
  const entities = await commitImport(c.env.VISUALIZATION_DB, source);
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
  const status = await readRegistryStatus(c.env.VISUALIZATION_DB);
  const refusal = seedRefusal(status, chunk);
  if (refusal) return c.json(errorEnvelope(refusal), 409);
  const entities = await seedChunk(c.env.VISUALIZATION_DB, chunk);
  return ok(c, { entities, size: chunk.size });
}
