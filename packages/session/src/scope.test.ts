// The session a context's baggage names, read the way every service reads it.
import { defaultTextMapGetter, ROOT_CONTEXT } from '@opentelemetry/api';
import { LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';
import { BaggagePropagator } from '@repo/telemetry/tracing/baggage';
import { describe, expect, it } from 'vitest';
import { bySession, labSessionScope } from './scope';
import { labSessionHash, newLabSessionId } from './session-id';

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

describe('labSessionScope', () => {
  it('reads the session hash the baggage names', async () => {
    const hash = await labSessionHash(newLabSessionId());
    expect(labSessionScope(withBaggage({ [LAB_SESSION_HASH_KEY]: hash, other: 'x' }))).toBe(hash);
  });

  it('finds none without baggage, without the entry, or with a value that is no hash', () => {
    expect(labSessionScope(ROOT_CONTEXT)).toBe('');
    expect(labSessionScope(withBaggage({ other: 'x' }))).toBe('');
    for (const value of ['', 'abc', 'A'.repeat(32), `${newLabSessionId()}0`]) {
      expect(labSessionScope(withBaggage({ [LAB_SESSION_HASH_KEY]: value })), value).toBe('');
    }
  });

  it('never takes the old credential entry for a session', () => {
    expect(labSessionScope(withBaggage({ 'lab.session': newLabSessionId() }))).toBe('');
  });

  it('groups messages by the session their bodies carry, each group in order', async () => {
    const a = await labSessionHash(newLabSessionId());
    const b = await labSessionHash(newLabSessionId());
    const body = (hash: string, n: number) => ({ baggage: `${LAB_SESSION_HASH_KEY}=${hash}`, n });
    const messages = [body(a, 1), body(b, 2), { n: 3 }, body(a, 4)].map((x) => ({ body: x }));
    const groups = bySession(messages);
    expect([...groups.keys()]).toEqual([a, b, '']);
    expect(groups.get(a)?.map(({ body }) => body.n)).toEqual([1, 4]);
  });
});

describe('session ids', () => {
  it('are 128 random bits, each new, and hash to 32 hex digits that are not the id', async () => {
    const ids = new Set(Array.from({ length: 100 }, newLabSessionId));
    expect(ids.size).toBe(100);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const hash = await labSessionHash(id);
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      expect(hash).not.toBe(id);
    }
  });
});
