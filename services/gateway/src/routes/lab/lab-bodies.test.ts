// The bounds of the bodies the gateway reads itself, the lab's writes, with its services down
// (vitest.config.mts): a right body gets as far as the service that keeps it (503 here).
import { DIAGNOSIS_REQUEST_MAX_BYTES } from '@repo/contracts/lab-drill-faults';
import { DRILL_REQUEST_MAX_BYTES } from '@repo/contracts/lab-drills';
import { FAULT_REQUEST_MAX_BYTES } from '@repo/contracts/lab-faults';
import { REPLAY_REQUEST_MAX_BYTES } from '@repo/contracts/lab-topology';
import { jsonBodyLimitTests } from '@repo/service-kit/testing/body-limits';
import { createExecutionContext, env } from 'cloudflare:test';
import worker from '../../index';

const ORIGIN = 'https://gateway.test/api/lab';
let client = 0;

// As a local run (LAB_FAULTS "open"), each request from its own client address, so the write
// limit never refuses one.
function send(request: Request) {
  const headers = new Headers(request.headers);
  headers.set('CF-Connecting-IP', `bodies-${(client += 1)}`);
  const sent = new Request(request, { headers });
  return worker.fetch(sent, { ...env, LAB_FAULTS: 'open' }, createExecutionContext());
}

jsonBodyLimitTests(send, [
  {
    method: 'POST',
    url: `${ORIGIN}/faults`,
    maxBytes: FAULT_REQUEST_MAX_BYTES,
    body: { target: 'users', type: 'errors', value: 1, durationSeconds: 60 },
    answers: 503,
  },
  {
    method: 'POST',
    url: `${ORIGIN}/queues/file-events/dead-letters/replay`,
    maxBytes: REPLAY_REQUEST_MAX_BYTES,
    body: { ids: ['a'] },
    answers: 503,
  },
  {
    method: 'POST',
    url: `${ORIGIN}/drills`,
    maxBytes: DRILL_REQUEST_MAX_BYTES,
    body: { level: 'easy' },
    answers: 503,
  },
  {
    method: 'POST',
    url: `${ORIGIN}/drills/d1/diagnosis`,
    maxBytes: DIAGNOSIS_REQUEST_MAX_BYTES,
    body: { target: 'users', type: 'errors' },
    answers: 503,
  },
]);
