// The traces API over a handful of known traces: the list's order, filters and limit, one
// trace's spans, and what each refuses.
import { TRACE_LIST_DEFAULT_LIMIT } from '@repo/contracts/traces';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AT,
  clearTraces,
  errorMessage,
  getTrace,
  ingest,
  listedIds,
  listTraces,
  newTraceId,
  span,
  spanMessage,
  TRACES_API,
} from '../../../../test/trace-fixtures';

// Oldest first: a file listing, a failed profile read, a slow search, a queue batch.
const FILES = newTraceId();
const PROFILE = newTraceId();
const SEARCH = newTraceId();
const BATCH = newTraceId();
const KNOWN = [FILES, PROFILE, SEARCH, BATCH];

beforeAll(async () => {
  await clearTraces();
  await ingest([
    spanMessage([
      span(FILES, { name: 'GET /api/storage/files', durationMs: 30 }),
      span(FILES, { service: 'storage', name: 'GET /api/storage/files', startTime: AT + 2 }),
    ]),
    spanMessage([
      span(PROFILE, { name: 'GET /api/users/me', startTime: AT + 1_000, durationMs: 100 }),
      span(PROFILE, {
        service: 'users',
        name: 'D1 SELECT',
        spanKind: 'client',
        startTime: AT + 1_010,
        status: 'error',
      }),
    ]),
    spanMessage([
      span(SEARCH, { name: 'GET /api/nzbn/search', startTime: AT + 2_000, durationMs: 500 }),
      span(SEARCH, {
        service: 'visualization',
        name: 'D1 SELECT',
        spanKind: 'client',
        startTime: AT + 2_100,
      }),
    ]),
    spanMessage([
      span(BATCH, {
        service: 'users',
        name: 'queue file-events',
        spanKind: 'consumer',
        startTime: AT + 3_000,
        durationMs: 5,
      }),
    ]),
  ]);
});

describe('GET /api/traces', () => {
  it('lists traces newest first, each summarized', async () => {
    expect(await listedIds('', KNOWN)).toEqual([BATCH, SEARCH, PROFILE, FILES]);
    const profile = (await listTraces()).find((item) => item.traceId === PROFILE);
    expect(profile).toEqual({
      traceId: PROFILE,
      rootName: 'GET /api/users/me',
      services: ['gateway', 'users'],
      durationMs: 100,
      status: 'error',
      startTime: new Date(AT + 1_000).toISOString(),
    });
  });

  it.each([
    ['service=users', [BATCH, PROFILE]],
    ['service=storage', [FILES]],
    ['operation=D1 SELECT', [SEARCH, PROFILE]],
    ['operation=D1 SELECT&service=users', [PROFILE]],
    ['operation=GET /api/storage/files&service=storage', [FILES]],
    ['operation=D1 SELECT&service=gateway', []],
    ['status=error', [PROFILE]],
    ['status=ok', [BATCH, SEARCH, FILES]],
    ['minDurationMs=100', [SEARCH, PROFILE]],
    ['minDurationMs=30.5', [SEARCH, PROFILE]],
    ['minDurationMs=0&status=ok&service=gateway', [SEARCH, FILES]],
    ['service=gateway&limit=2', [SEARCH, PROFILE]],
  ])('with %s lists only the traces that match', async (query, expected) => {
    expect(await listedIds(encodeURI(query), KNOWN)).toEqual(expected);
  });

  it(`lists ${TRACE_LIST_DEFAULT_LIMIT} traces unless given a limit`, async () => {
    const many = Array.from({ length: TRACE_LIST_DEFAULT_LIMIT + 5 }, newTraceId);
    await ingest(many.map((id, i) => spanMessage([span(id, { name: 'many', startTime: AT + i })])));
    expect(await listTraces('operation=many')).toHaveLength(TRACE_LIST_DEFAULT_LIMIT);
    const all = await listTraces('operation=many&limit=100');
    expect(all.map((item) => item.traceId)).toEqual([...many].reverse());
  });

  it.each([
    ['service=billing', 'service must be one of: gateway, storage, users, visualization'],
    ['status=slow', 'status must be one of: ok, error'],
    ['minDurationMs=-1', 'minDurationMs must be a number of milliseconds, 0 or more'],
    ['minDurationMs=fast', 'minDurationMs must be a number of milliseconds, 0 or more'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit must be a whole number from 1 to 100'],
  ])('refuses %s with a 400 saying what is wrong', async (query, message) => {
    const response = await SELF.fetch(`${TRACES_API}?${query}`);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe(message);
  });
});

describe('GET /api/traces/{traceId}', () => {
  it('answers every span of the trace, earliest first', async () => {
    const { spans } = await getTrace(PROFILE);
    expect(spans.map((s) => [s.service, s.name, s.kind, s.status])).toEqual([
      ['gateway', 'GET /api/users/me', 'server', 'ok'],
      ['users', 'D1 SELECT', 'client', 'error'],
    ]);
  });

  it.each(['', '/otlp'])('refuses a malformed trace id with a 400 (%s)', async (suffix) => {
    for (const id of ['abc', PROFILE.toUpperCase(), `${PROFILE}0`]) {
      const response = await SELF.fetch(`${TRACES_API}/${id}${suffix}`);
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toBe('traceId: a trace id is 32 lowercase hex digits');
    }
  });

  it.each(['', '/otlp'])('answers a trace it has no span of with a 404 (%s)', async (suffix) => {
    const unknown = 'f'.repeat(32);
    const response = await SELF.fetch(`${TRACES_API}/${unknown}${suffix}`);
    expect(response.status).toBe(404);
    expect(await errorMessage(response)).toBe(
      `No trace has the id '${unknown}' (its spans may still be on their way)`,
    );
  });
});
