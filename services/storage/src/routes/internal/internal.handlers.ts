import { holdingsQuerySchema } from '@repo/contracts/files';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import type { StorageEnv } from '../../env';
import { readHoldings } from '../../lib/holdings';

/** What storage holds, for the users service's reconciliation (binding only). */
export async function getHoldings(c: Context<StorageEnv>) {
  const { after, limit } = parseInput(holdingsQuerySchema, c.req.query());
  return ok(c, await readHoldings(c.env.STORAGE_DB, after, limit));
}
