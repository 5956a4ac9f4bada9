// The bounds every route that takes a JSON body keeps (json-body-limit.ts), tested on the
// worker of the service under test: a body over the route's limit is refused before it is read,
// a body that is not JSON is refused, and a right one goes through.
import { FAULT_REQUEST_MAX_BYTES } from '@repo/contracts/lab-faults';
import { deadLettersPath, LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { REPLAY_REQUEST_MAX_BYTES } from '@repo/contracts/lab-topology';
import type { QueueId } from '@repo/contracts/queues';
import type { ServiceId } from '@repo/contracts/services';
import { JSON_MEDIA_TYPE_NEEDED, bodyTooLargeMessage } from '@repo/service-kit/json-body-limit';
import { describe, expect, it } from 'vitest';

export interface JsonBodyRoute {
  method?: string;
  /** The whole URL, with the test origin. */
  url: string;
  maxBytes: number;
  /** A right body, and what the route answers it with here. */
  body: unknown;
  answers: number;
  headers?: Record<string, string>;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * The lab's JSON writes on a service (lab/create-lab.ts), to put last: the replay of the queue
 * it consumes, then its fault switch, whose harmless fault acts on every later request.
 */
export function labBodyRoutes(
  origin: string,
  service: ServiceId,
  consumes?: QueueId,
): JsonBodyRoute[] {
  const fault: JsonBodyRoute = {
    method: 'POST',
    url: `${origin}${LAB_FAULTS_PATH}`,
    maxBytes: FAULT_REQUEST_MAX_BYTES,
    body: { target: service, type: 'latency', value: 1, durationSeconds: 60 },
    answers: 201,
  };
  if (!consumes) return [fault];
  const replay: JsonBodyRoute = {
    method: 'POST',
    url: `${origin}${deadLettersPath(consumes)}/replay`,
    maxBytes: REPLAY_REQUEST_MAX_BYTES,
    body: { ids: ['a'] },
    answers: 200,
  };
  return [replay, fault];
}

/** A body of `total` spaces (JSON's whitespace), counting how many bytes were pulled from it. */
export function countedBody(total: number) {
  const counted = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const size = Math.min(CHUNK_BYTES, total - counted.pulled);
        if (size <= 0) return controller.close();
        counted.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    },
    // Nothing is pulled before someone reads.
    { highWaterMark: 0 },
  );
  return { stream, counted };
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

/** The tests of each route's bounds, each request given to `send` (the worker's fetch). */
export function jsonBodyLimitTests(
  send: (request: Request) => Response | Promise<Response>,
  routes: readonly JsonBodyRoute[],
) {
  const request = (route: JsonBodyRoute, init: RequestInit) =>
    new Request(route.url, { method: route.method ?? 'POST', ...init });

  describe.each(routes)('the body of $method $url', (route) => {
    const json = { 'content-type': 'application/json', ...route.headers };

    it('is refused with 413 by its declared length, before a byte is read', async () => {
      const { stream, counted } = countedBody(route.maxBytes + 1);
      const headers = { ...json, 'content-length': String(route.maxBytes + 1) };
      const response = await send(request(route, { headers, body: stream }));
      expect(response.status).toBe(413);
      expect(await messageOf(response)).toBe(bodyTooLargeMessage(route.maxBytes));
      expect(counted.pulled).toBe(0);
    });

    it('is refused with 413 once a body of no declared length passes the limit', async () => {
      const { stream, counted } = countedBody(4 * route.maxBytes + CHUNK_BYTES);
      const response = await send(request(route, { headers: json, body: stream }));
      expect(response.status).toBe(413);
      expect(await messageOf(response)).toBe(bodyTooLargeMessage(route.maxBytes));
      expect(counted.pulled).toBeLessThanOrEqual(route.maxBytes + CHUNK_BYTES);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp'])(
      'is refused with 415 when sent as %s',
      async (type) => {
        const headers = { ...json, 'content-type': type };
        const response = await send(request(route, { headers, body: JSON.stringify(route.body) }));
        expect(response.status).toBe(415);
        expect(await messageOf(response)).toBe(JSON_MEDIA_TYPE_NEEDED);
      },
    );

    it('goes through as application/json, with a charset', async () => {
      const headers = { ...json, 'content-type': 'application/json; charset=utf-8' };
      const response = await send(request(route, { headers, body: JSON.stringify(route.body) }));
      expect(response.status).toBe(route.answers);
    });
  });
}
