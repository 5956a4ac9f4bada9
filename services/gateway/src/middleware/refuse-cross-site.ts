// Refuses requests that change data unless they come from this app: another site's form or
// script cannot upload or delete as the user (docs/architecture.md#cross-site-requests).
import { errorEnvelope } from '@repo/contracts/envelope';
import { createMiddleware } from 'hono/factory';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function crossSiteRefusal(method: string): string {
  return `Cross-site ${method} refused: requests that change data must come from this app`;
}

/**
 * A browser names where a request comes from: `Sec-Fetch-Site` (same-site is still another
 * origin) and `Origin`. Tools that send neither, such as curl, are not a browser acting for
 * someone, and pass.
 */
function isCrossSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

export const refuseCrossSite = createMiddleware(async (c, next) => {
  if (STATE_CHANGING_METHODS.has(c.req.method) && isCrossSite(c.req.raw)) {
    return c.json(errorEnvelope(crossSiteRefusal(c.req.method)), 403);
  }
  await next();
});
