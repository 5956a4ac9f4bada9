// The bounds of every JSON body the users service reads: its lab switches and the dead letters
// of file-events, which it consumes (reached through the gateway).
import { FAULT_REQUEST_MAX_BYTES } from '@repo/contracts/lab-faults';
import { deadLettersPath, LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { REPLAY_REQUEST_MAX_BYTES } from '@repo/contracts/lab-topology';
import { jsonBodyLimitTests } from '@repo/service-kit/testing/body-limits';
import { createExecutionContext, env } from 'cloudflare:test';
import worker from './index';

const ORIGIN = 'https://users.test';

jsonBodyLimitTests(
  (request) => worker.fetch(request, env, createExecutionContext()),
  [
    {
      method: 'POST',
      url: `${ORIGIN}${deadLettersPath('file-events')}/replay`,
      maxBytes: REPLAY_REQUEST_MAX_BYTES,
      body: { ids: ['a'] },
      answers: 200,
    },
    {
      method: 'POST',
      url: `${ORIGIN}${LAB_FAULTS_PATH}`,
      maxBytes: FAULT_REQUEST_MAX_BYTES,
      // Last, and harmless: the fault it starts acts on every later request.
      body: { target: 'users', type: 'latency', value: 1, durationSeconds: 60 },
      answers: 201,
    },
  ],
);
