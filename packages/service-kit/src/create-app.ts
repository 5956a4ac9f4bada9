import { errorEnvelope } from '@repo/contracts/envelope';
import { Hono, type Env } from 'hono';
import { HTTPException } from 'hono/http-exception';

/**
 * A Hono app whose every failure answers in the API envelope (docs/product.md#errors): an
 * `HTTPException` keeps its status and message, an unknown path is a 404 naming it, and
 * anything else is a 500 that is logged and never leaks internals to the caller.
 */
export function createApp<E extends Env>(): Hono<E> {
  const app = new Hono<E>();
  app.notFound((c) => c.json(errorEnvelope(`Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json(errorEnvelope(error.message || 'Request failed'), error.status);
    }
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return c.json(errorEnvelope('Internal server error'), 500);
  });
  return app;
}
