// The browser's lab session: made once, kept until shortly before it expires, named as baggage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ensureLabSession,
  LAB_SESSION_STORAGE_KEY,
  labSessionHeaders,
  storedLabSession,
} from './lab-session';

const HOUR_MS = 3_600_000;
const session = (expiresInMs: number, id = '0af7651916cd43dd8448eb211c80319c') => ({
  id,
  learnerId: 'learner-0af7651916cd',
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
});

function answering(body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status: 201 }));
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the lab session', () => {
  it('is made once, kept, and named as baggage on calls', async () => {
    const made = session(12 * HOUR_MS);
    const fetch = answering({ success: true, data: made });
    expect(labSessionHeaders()).toEqual({});
    const [first, second] = await Promise.all([ensureLabSession(''), ensureLabSession('')]);
    expect(first).toEqual(made);
    expect(second).toEqual(made);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(
      '/api/lab/sessions',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(labSessionHeaders()).toEqual({ baggage: `lab.session=${made.id}` });
    expect(await ensureLabSession('')).toEqual(made);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is replaced when it is about to expire, or what is kept is not a session', async () => {
    window.localStorage.setItem(LAB_SESSION_STORAGE_KEY, JSON.stringify(session(60_000)));
    expect(storedLabSession()).toBeUndefined();
    window.localStorage.setItem(LAB_SESSION_STORAGE_KEY, '{not json');
    expect(storedLabSession()).toBeUndefined();
    const made = session(12 * HOUR_MS, 'f'.repeat(32));
    answering({ success: true, data: made });
    expect(await ensureLabSession('')).toEqual(made);
  });

  it('leaves calls without baggage when the gateway cannot make one', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await ensureLabSession('')).toBeUndefined();
    expect(labSessionHeaders()).toEqual({});
    answering({ success: false, error: { message: 'nope' } });
    expect(await ensureLabSession('')).toBeUndefined();
  });
});
