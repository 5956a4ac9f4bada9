import { LAB_TOPOLOGY_PATH } from '@repo/contracts/lab-paths';
import { Hono } from 'hono';
import type { VisualizationEnv } from '../../env';
import { getTopology } from './topology.handlers';

export const topologyRoutes = new Hono<VisualizationEnv>().get(LAB_TOPOLOGY_PATH, getTopology);
