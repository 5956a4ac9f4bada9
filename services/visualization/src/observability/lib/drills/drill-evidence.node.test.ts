import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import { describe, expect, it } from 'vitest';
import type { StoredSpan } from '../traces/stored-span';
import { showsFault } from './drill-evidence';

const STARTED = 1_700_000_000_000;
const CRASH: RevealedFault = { target: 'file-events', type: 'crash', value: null };

/** A delivery of file-events to users, a second after the drill started. */
function delivery(attempts: number, outcome: string): StoredSpan {
  return {
    traceId: 'a'.repeat(32),
    spanId: 'b'.repeat(16),
    parentSpanId: null,
    service: 'users',
    name: 'process file-events',
    kind: 'consumer',
    startTime: STARTED + 1_000,
    durationMs: 3,
    status: 'ok',
    attributes: {
      'messaging.destination.name': 'file-events',
      'messaging.cloudflare.attempts': attempts,
      'messaging.cloudflare.outcome': outcome,
    },
  };
}

describe('the evidence of a crash', () => {
  it('is a message delivered again after its batch crashed, even with nothing crashed in it', () => {
    // A batch of one is handled before the consumer stops: its trace holds no 'crashed' span,
    // only the message processed again at attempt 2.
    expect(showsFault(delivery(2, 'processed'), CRASH, STARTED)).toBe(true);
    expect(showsFault(delivery(1, 'crashed'), CRASH, STARTED)).toBe(true);
  });

  it('is not a first delivery that went well, nor a redelivery before the drill', () => {
    expect(showsFault(delivery(1, 'processed'), CRASH, STARTED)).toBe(false);
    expect(showsFault(delivery(2, 'processed'), CRASH, STARTED + 60_000)).toBe(false);
  });
});
