import { defineWorkerTestConfig } from '../../test/workers/define-worker-test-config.mts';

// Alone in the test runtime, the gateway's services are replaced by ones that are down,
// which is what these tests are about. Routing to the real services is tested against
// the whole system as `npm start` runs it (e2e/).
const serviceDown = () => {
  throw new Error('connection refused');
};

export default defineWorkerTestConfig('service:gateway', import.meta.url, {
  serviceBindings: { STORAGE: serviceDown, USERS: serviceDown, VISUALIZATION: serviceDown },
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
