// Spans, traces and a fake traces API for the traces feature's tests.
import type { Span, TraceSummary } from '@repo/contracts/traces';
import { vi } from 'vitest';

export const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
/** The fixed moment the test traces start at. */
export const TRACE_START = Date.parse('2026-07-01T10:00:00.000Z');

/** A 16-hex-digit span id from a small number: 1 reads '0000000000000001'. */
export function spanId(n: number): string {
  return n.toString(16).padStart(16, '0');
}

interface SpanOptions extends Partial<Omit<Span, 'startTime' | 'spanId' | 'parentSpanId'>> {
  id: number;
  parent?: number;
  /** Milliseconds after TRACE_START. */
  at?: number;
}

export function span({ id, parent, at = 0, ...rest }: SpanOptions): Span {
  return {
    traceId: TRACE_ID,
    spanId: spanId(id),
    parentSpanId: parent === undefined ? null : spanId(parent),
    service: 'gateway',
    name: `span ${id}`,
    kind: 'internal',
    startTime: new Date(TRACE_START + at).toISOString(),
    durationMs: 10,
    status: 'ok',
    attributes: {},
    ...rest,
  };
}

/**
 * An upload as the system traces it: the gateway's server span, the storage service's, its D1
 * write and the publish to the file-events queue, then 1.2 s later the users service consuming
 * the event, which fails.
 */
export function uploadTrace(): Span[] {
  return [
    span({ id: 1, name: 'POST /api/storage/upload', kind: 'server', durationMs: 80 }),
    span({
      id: 2,
      parent: 1,
      service: 'storage',
      name: 'POST /upload',
      kind: 'server',
      at: 5,
      durationMs: 70,
    }),
    span({
      id: 4,
      parent: 2,
      service: 'storage',
      name: 'file-events publish',
      kind: 'producer',
      at: 60,
      durationMs: 5,
    }),
    span({
      id: 3,
      parent: 2,
      service: 'storage',
      name: 'd1 insert',
      kind: 'client',
      at: 10,
      durationMs: 20,
      attributes: { 'db.system': 'd1', 'db.statement': 'INSERT INTO files' },
    }),
    span({
      id: 5,
      parent: 4,
      service: 'users',
      name: 'file-events process',
      kind: 'consumer',
      at: 1_265,
      durationMs: 15,
      status: 'error',
      attributes: { 'messaging.system': 'cloudflare-queues', 'error.message': 'D1 is locked' },
    }),
  ];
}

export function summary(overrides: Partial<TraceSummary> = {}): TraceSummary {
  return {
    traceId: TRACE_ID,
    rootName: 'POST /api/storage/upload',
    services: ['gateway', 'storage', 'users'],
    durationMs: 1_280,
    status: 'ok',
    startTime: new Date(TRACE_START).toISOString(),
    ...overrides,
  };
}

export const ok = (data: unknown, init?: ResponseInit) =>
  Response.json({ success: true, data }, init);
export const refused = (status: number, message: string) =>
  Response.json({ success: false, error: { message } }, { status });

type Answer = (url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch: each request goes to `answer`; the URLs asked for are in `urls()`, the headers
 * sent in `headers()`.
 */
export function stubTraces(answer: Answer) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(answer(new URL(String(input), window.location.origin))),
  );
  vi.stubGlobal('fetch', fetchMock);
  const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
  const headers = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
  return { fetchMock, urls, headers };
}
