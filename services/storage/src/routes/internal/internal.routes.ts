import { HOLDINGS_PATH } from '@repo/contracts/files';
import { Hono } from 'hono';
import type { StorageEnv } from '../../env';
import { getHoldings } from './internal.handlers';

/** Routes for other services only: the gateway forwards no `/internal` path. */
export const internalRoutes = new Hono<StorageEnv>().get(HOLDINGS_PATH, getHoldings);
