// The browser's lab session: made once as a cookie the page cannot read, kept until shortly
// before it expires, and made again when a call finds it has ended.
import { LAB_SESSION_ENDED_MESSAGE } from '@repo/contracts/lab-sessions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { send } from './http';
import {
  ensureLabSession,
  LAB_SESSION_STORAGE_KEY,
  learnerId,
  storedLabSession,
} from './lab-session';

const HOUR_MS = 3_600_000;
const session = (expiresInMs: number, learner = 'learner-0af7651916cd') => ({
  learnerId: learner,
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answering(body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json(body, 201)));
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the lab session', () => {
  it('is made once and kept, with only what the page may know of it', async () => {
    const made = session(12 * HOUR_MS);
    const fetch = answering({ success: true, data: made });
    const [first, second] = await Promise.all([ensureLabSession(''), ensureLabSession('')]);
    expect(first).toEqual(made);
    expect(second).toEqual(made);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(
      '/api/lab/sessions',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    expect(JSON.parse(window.localStorage.getItem(LAB_SESSION_STORAGE_KEY) ?? '')).toEqual(made);
    expect(learnerId()).toBe(made.learnerId);
    expect(await ensureLabSession('')).toEqual(made);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is replaced when it is about to expire, when what is kept is not a session, or when it was kept with its id', async () => {
    window.localStorage.setItem(LAB_SESSION_STORAGE_KEY, JSON.stringify(session(60_000)));
    expect(storedLabSession()).toBeUndefined();
    window.localStorage.setItem(LAB_SESSION_STORAGE_KEY, '{not json');
    expect(storedLabSession()).toBeUndefined();
    window.localStorage.setItem(
      LAB_SESSION_STORAGE_KEY,
      JSON.stringify({ id: 'a'.repeat(32), ...session(12 * HOUR_MS) }),
    );
    expect(storedLabSession()).toBeUndefined();
    const made = session(12 * HOUR_MS, 'learner-ffffffffffff');
    answering({ success: true, data: made });
    expect(await ensureLabSession('')).toEqual(made);
  });

  it('is no session when the gateway cannot make one', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await ensureLabSession('')).toBeUndefined();
    answering({ success: false, error: { message: 'nope' } });
    expect(await ensureLabSession('')).toBeUndefined();
  });

  it('is made again when a call finds it ended, and the call is sent once more', async () => {
    window.localStorage.setItem(LAB_SESSION_STORAGE_KEY, JSON.stringify(session(12 * HOUR_MS)));
    const renewed = session(12 * HOUR_MS, 'learner-222222222222');
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const call = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(call);
      if (call === 'POST /api/lab/sessions') {
        return Promise.resolve(json({ success: true, data: renewed }, 201));
      }
      const first = calls.filter((made) => made === call).length === 1;
      return Promise.resolve(
        first
          ? json({ success: false, error: { message: LAB_SESSION_ENDED_MESSAGE } }, 401)
          : json({ success: true, data: { ok: true } }, 200),
      );
    });
    const response = await send('/api/storage/files');
    expect(response.status).toBe(200);
    expect(calls).toEqual([
      'GET /api/storage/files',
      'POST /api/lab/sessions',
      'GET /api/storage/files',
    ]);
    expect(learnerId()).toBe(renewed.learnerId);
  });

  it('leaves any other 401 as it is', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(json({ success: false, error: { message: 'A valid admin token' } }, 401)),
      );
    expect((await send('/api/lab/faults', { method: 'POST', json: {} })).status).toBe(401);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
