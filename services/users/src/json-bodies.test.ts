// The bounds of every JSON body the users service reads: its lab switches and the dead letters
// of file-events, which it consumes (reached through the gateway).
import { jsonBodyLimitTests, labBodyRoutes } from '@repo/service-kit/testing/body-limits';
import { createExecutionContext, env } from 'cloudflare:test';
import worker from './index';

jsonBodyLimitTests(
  (request) => worker.fetch(request, env, createExecutionContext()),
  labBodyRoutes('https://users.test', 'users', 'file-events'),
);
