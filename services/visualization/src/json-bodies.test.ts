// The bounds of every JSON body visualization reads: the register's administration, the
// drills it keeps, and its lab switches and dead letters (reached through the gateway).
import { DIAGNOSIS_REQUEST_MAX_BYTES } from '@repo/contracts/lab-drill-faults';
import { DRILL_REQUEST_MAX_BYTES } from '@repo/contracts/lab-drills';
import { jsonBodyLimitTests, labBodyRoutes } from '@repo/service-kit/testing/body-limits';
import { createExecutionContext, env } from 'cloudflare:test';
import { nzbn } from '../test/registry-fixtures';
import worker from './index';
import {
  IMPORT_COMMIT_MAX_BYTES,
  IMPORT_ROWS_MAX_BYTES,
  SEED_BODY_MAX_BYTES,
} from './register/routes/admin/admin.schemas';

const ORIGIN = 'https://visualization.test';
// The ADMIN_TOKEN setting of these tests (vitest.config.mts).
const admin = { authorization: 'Bearer test-admin-token' };

const row = {
  nzbn: nzbn(1),
  name: 'Bounded Bodies Limited',
  entityType: 'Company',
  status: 'Registered',
  registeredAt: '2024-02-03T04:05:06.000Z',
};

// The worker's own request type, which a request made in a test lacks only in its `cf` fields.
type WorkerRequest = Parameters<typeof worker.fetch>[0];

jsonBodyLimitTests(
  (request) => worker.fetch(request as WorkerRequest, env, createExecutionContext()),
  [
    {
      method: 'POST',
      url: `${ORIGIN}/api/nzbn/admin/import/commit`,
      maxBytes: IMPORT_COMMIT_MAX_BYTES,
      body: { source: 'a test' },
      // Nothing was staged yet: the tests of the rows come next.
      answers: 409,
      headers: admin,
    },
    {
      method: 'POST',
      url: `${ORIGIN}/api/nzbn/admin/import/rows`,
      maxBytes: IMPORT_ROWS_MAX_BYTES,
      body: { entities: [row] },
      answers: 200,
      headers: admin,
    },
    {
      method: 'POST',
      url: `${ORIGIN}/api/nzbn/admin/seed`,
      maxBytes: SEED_BODY_MAX_BYTES,
      body: { seed: 1, size: 10, now: '2024-02-03T04:05:06.000Z', from: 0, count: 10 },
      answers: 200,
      headers: admin,
    },
    {
      method: 'POST',
      url: `${ORIGIN}/api/lab/drills`,
      maxBytes: DRILL_REQUEST_MAX_BYTES,
      body: { level: 'easy' },
      answers: 201,
    },
    {
      method: 'POST',
      url: `${ORIGIN}/api/lab/drills/d1/diagnosis`,
      maxBytes: DIAGNOSIS_REQUEST_MAX_BYTES,
      body: { target: 'users', type: 'errors' },
      answers: 404,
    },
    ...labBodyRoutes(ORIGIN, 'visualization', 'telemetry'),
  ],
);
