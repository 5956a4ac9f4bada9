import { ok } from '@repo/service-kit/respond';
import type { Context } from 'hono';
import type { VisualizationEnv } from '../../env';
import { readTopology } from '../../lib/topology/read-topology';

export async function getTopology(c: Context<VisualizationEnv>) {
  return ok(c, await readTopology(c.env.VISUALIZATION_DB));
}
