// How the host settles a batch by lease: the handler's own acks and retries first, then
// Cloudflare's default for a push consumer (the rest acknowledged when it returned, retried when
// it threw), and nothing at all for a batch that was stopped.
import type { PulledMessage } from '@repo/contracts/lab-challenges';
import { describe, expect, it } from 'vitest';
import { settlementsOf } from './consumer-host';

const pulled = (index: number): PulledMessage => ({
  id: `m-${index}`,
  body: {},
  timestamp_ms: 0,
  attempts: 1,
  lease_id: `lease-${index}`,
});
const MESSAGES = [pulled(1), pulled(2), pulled(3)];

describe('settling a batch by lease', () => {
  it('acknowledges what the handler left unsettled when it returned', () => {
    expect(
      settlementsOf(MESSAGES, {
        outcome: 'returned',
        settled: [{ index: 1, how: 'retry', delaySeconds: 2.6 }],
      }),
    ).toEqual({
      acks: [{ lease_id: 'lease-1' }, { lease_id: 'lease-3' }],
      retries: [{ lease_id: 'lease-2', delay_seconds: 3 }],
    });
  });

  it('retries what the handler left unsettled when it threw, keeping its own acks', () => {
    expect(
      settlementsOf(MESSAGES, {
        outcome: 'threw',
        message: 'Error: boom',
        settled: [{ index: 0, how: 'ack' }],
      }),
    ).toEqual({
      acks: [{ lease_id: 'lease-1' }],
      retries: [
        { lease_id: 'lease-2', delay_seconds: 0 },
        { lease_id: 'lease-3', delay_seconds: 0 },
      ],
    });
  });

  it('settles nothing of a batch stopped for the network or memory', () => {
    expect(settlementsOf(MESSAGES, { outcome: 'network', what: 'fetch' })).toBeUndefined();
    expect(settlementsOf(MESSAGES, { outcome: 'memory', message: 'RangeError' })).toBeUndefined();
  });
});
