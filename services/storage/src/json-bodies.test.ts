// The bounds of every JSON body storage reads: its lab switches (reached through the gateway).
// Uploads are multipart, bounded by their own limit (routes/files/upload.test.ts).
import { FAULT_REQUEST_MAX_BYTES } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { jsonBodyLimitTests } from '@repo/service-kit/testing/body-limits';
import { createExecutionContext, env } from 'cloudflare:test';
import worker from './index';

jsonBodyLimitTests(
  (request) => worker.fetch(request, env, createExecutionContext()),
  [
    {
      method: 'POST',
      url: `https://storage.test${LAB_FAULTS_PATH}`,
      maxBytes: FAULT_REQUEST_MAX_BYTES,
      body: { target: 'storage', type: 'latency', value: 1, durationSeconds: 60 },
      answers: 201,
    },
  ],
);
