import { createHash } from 'node:crypto';
import { defineWorkerTestConfig } from '../../test/workers/define-worker-test-config.mts';
import { ECHO_PATH, LIVE_SESSIONS } from './test/live-sessions';

// Alone in the test runtime, the gateway's services are replaced by ones that are down,
// which is what these tests are about. Routing to the real services is tested against
// the whole system as `npm start` runs it (e2e/).
const serviceDown = () => {
  throw new Error('connection refused');
};

// The users service knows the tests' live sessions by their hashes, as its lookup does, and
// echoes what the gateway passes on at ECHO_PATH; it is down for anything else.
const hash = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 32);
const live = new Set(LIVE_SESSIONS.map(hash));
const users = (request: Request) => {
  const url = new URL(request.url);
  const lookup = /^\/internal\/lab-sessions\/([0-9a-f]{32})$/.exec(url.pathname);
  if (lookup) {
    if (!live.has(lookup[1] ?? '')) {
      return Response.json({ success: false, error: { message: 'ended' } }, { status: 404 });
    }
    const data = {
      learnerId: 'demo-user',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      inClass: false,
    };
    return Response.json({ success: true, data });
  }
  if (url.pathname === ECHO_PATH) {
    return Response.json({ success: true, data: Object.fromEntries(request.headers) });
  }
  return serviceDown();
};

export default defineWorkerTestConfig('service:gateway', import.meta.url, {
  serviceBindings: { STORAGE: serviceDown, USERS: users, VISUALIZATION: serviceDown },
  // The tests' requests are addressed to https://gateway.test, a name this deployment has.
  bindings: { PUBLIC_HOSTS: 'gateway.test' },
  // Tiny limits (src/middleware/rate-limit.test.ts counts on them), so a test reaches them in a
  // few requests; the worker reads them from its bindings, as it does wrangler.toml's.
  ratelimits: {
    WRITE_LIMITER: { simple: { limit: 2, period: 10 } },
    SEARCH_LIMITER: { simple: { limit: 1, period: 10 } },
    CLIENT_WRITE_LIMITER: { simple: { limit: 5, period: 10 } },
    CLIENT_SEARCH_LIMITER: { simple: { limit: 3, period: 10 } },
    SESSION_LIMITER: { simple: { limit: 2, period: 60 } },
  },
});
