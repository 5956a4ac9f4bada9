import { describe, expect, it } from 'vitest';
import { consumerOutcome } from './consumer-outcome';
import { span } from './traces.test-utils';

const consumer = (attributes: Record<string, string | number>) =>
  span({ id: 1, kind: 'consumer', attributes });

describe('consumerOutcome', () => {
  it('names the outcome of a first attempt alone', () => {
    const first = consumer({
      'messaging.cloudflare.attempts': 1,
      'messaging.cloudflare.outcome': 'processed',
    });
    expect(consumerOutcome(first)).toBe('processed');
    expect(consumerOutcome(consumer({ 'messaging.cloudflare.outcome': 'failed' }))).toBe('failed');
  });

  it('names the attempt once the message has been tried before', () => {
    const third = consumer({
      'messaging.cloudflare.attempts': 3,
      'messaging.cloudflare.outcome': 'paused',
    });
    expect(consumerOutcome(third)).toBe('attempt 3 · paused');
  });

  it('is nothing for a span that is no consumer’s or has no outcome', () => {
    expect(consumerOutcome(consumer({ 'messaging.cloudflare.attempts': 2 }))).toBeNull();
    const producer = span({
      id: 2,
      kind: 'producer',
      attributes: { 'messaging.cloudflare.outcome': 'processed' },
    });
    expect(consumerOutcome(producer)).toBeNull();
  });
});
