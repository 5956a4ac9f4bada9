// An answer given before its request's body was read (a refused cross-site write, a 429, a
// 404 with a body) must not leave that body in the connection: under `wrangler dev` the next
// request on the same keep-alive connection then waited forever (41 of 120 times, measured;
// docs/architecture.md#bodies). So the gateway reads what is left and drops it, up to the
// largest body a route accepts; a client that sends more than that is left to its connection.
// A body refused as too large (413) is never read: not reading it is the point of the limit.
import { MAX_UPLOAD_BYTES } from '@repo/contracts/files';
import { createMiddleware } from 'hono/factory';

/** The most an unread body is read to be dropped: an upload's limit, with its form around it. */
export const DRAIN_LIMIT_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

async function drain(body: ReadableStream<Uint8Array>, limit: number): Promise<void> {
  const reader = body.getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
    if (read > limit) {
      await reader.cancel();
      return;
    }
  }
}

export const drainUnreadBody = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status === 413) return;
  const { body, bodyUsed } = c.req.raw;
  // Read by a route, or handed on to a service with the request: nothing is left here.
  if (body === null || bodyUsed || body.locked) return;
  await drain(body, DRAIN_LIMIT_BYTES);
});
