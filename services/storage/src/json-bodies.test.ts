// The bounds of every JSON body storage reads: its lab switches (reached through the gateway).
// Uploads are multipart, bounded by their own limit (routes/files/upload.test.ts).
import { jsonBodyLimitTests, labBodyRoutes } from '@repo/service-kit/testing/body-limits';
import { createExecutionContext, env } from 'cloudflare:test';
import worker from './index';

jsonBodyLimitTests(
  (request) => worker.fetch(request, env, createExecutionContext()),
  labBodyRoutes('https://storage.test', 'storage'),
);
