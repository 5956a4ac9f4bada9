import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { readLoadAnswer } from './load-outcome';

const data = z.object({ id: z.string() });
const answer = (status: number, body: unknown, retryAfterSeconds?: number) => ({
  status,
  body,
  retryAfterSeconds,
});

describe('readLoadAnswer', () => {
  it('counts a 2xx answer whose data fits as a success, wrapped or bare', () => {
    expect(readLoadAnswer(answer(201, { success: true, data: { id: 'a' } }), data, 'X')).toEqual({
      ok: true,
    });
    expect(readLoadAnswer(answer(200, { id: 'a' }), data, 'X')).toEqual({ ok: true });
  });

  it("keeps the gateway's own words for a 429", () => {
    const message = 'Too many uploads and deletes from this client: try again in 10 s';
    const body = { success: false, error: { message } };
    expect(readLoadAnswer(answer(429, body, 10), data, 'Upload failed')).toEqual({
      ok: false,
      rateLimited: true,
      message,
    });
  });

  it('says how long to wait when a 429 has no message of its own', () => {
    expect(readLoadAnswer(answer(429, undefined, 7), data, 'Upload failed')).toEqual({
      ok: false,
      rateLimited: true,
      message: 'Too many requests: try again in 7 s',
    });
  });

  it("gives the error envelope's message, else the status, for another refusal", () => {
    const body = { success: false, error: { message: 'Unsupported file type: unknown' } };
    expect(readLoadAnswer(answer(400, body), data, 'Upload failed')).toEqual({
      ok: false,
      rateLimited: false,
      message: 'Unsupported file type: unknown',
    });
    expect(readLoadAnswer(answer(503, '<html>'), data, 'Upload failed')).toEqual({
      ok: false,
      rateLimited: false,
      message: 'Upload failed: 503',
    });
  });

  it('fails an OK answer that does not fit the schema instead of counting it', () => {
    expect(readLoadAnswer(answer(200, { success: true, data: {} }), data, 'Search failed')).toEqual(
      { ok: false, rateLimited: false, message: 'Search failed: unexpected answer' },
    );
  });
});
