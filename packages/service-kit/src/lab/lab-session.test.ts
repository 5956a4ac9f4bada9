// The session a context's baggage names, read the way every service reads it.
import { defaultTextMapGetter, ROOT_CONTEXT } from '@opentelemetry/api';
import { LAB_SESSION_KEY, newLabSessionId } from '@repo/contracts/lab-sessions';
import { BaggagePropagator } from '@repo/telemetry/tracing/baggage';
import { describe, expect, it } from 'vitest';
import { labSessionOf } from './lab-session';

/** A context with the baggage of a header naming `entries`, as a request brings it. */
const withBaggage = (entries: Record<string, string>) =>
  new BaggagePropagator().extract(
    ROOT_CONTEXT,
    {
      baggage: Object.entries(entries)
        .map(([key, value]) => `${key}=${value}`)
        .join(','),
    },
    defaultTextMapGetter,
  );

describe('labSessionOf', () => {
  it('reads the session the baggage names', () => {
    const id = newLabSessionId();
    expect(labSessionOf(withBaggage({ [LAB_SESSION_KEY]: id, other: 'x' }))).toBe(id);
  });

  it('finds none without baggage, without the entry, or with a value that is no session id', () => {
    expect(labSessionOf(ROOT_CONTEXT)).toBeUndefined();
    expect(labSessionOf(withBaggage({ other: 'x' }))).toBeUndefined();
    for (const value of ['', 'abc', 'A'.repeat(32), `${newLabSessionId()}0`]) {
      expect(labSessionOf(withBaggage({ [LAB_SESSION_KEY]: value })), value).toBeUndefined();
    }
  });

  it('makes ids of 128 random bits, each new', () => {
    const ids = new Set(Array.from({ length: 100 }, newLabSessionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
