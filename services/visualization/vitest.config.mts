import { defineWorkerTestConfig } from '../../test/workers/define-worker-test-config.mts';

// The health probe reaches the storage and users services through bindings. Here the
// storage service answers healthy and the users service fails its health check.
export default defineWorkerTestConfig('service:visualization', import.meta.url, {
  serviceBindings: {
    STORAGE: () =>
      Response.json({
        service: 'storage',
        status: 'healthy',
        version: '0.0.0',
        uptimeSeconds: 1,
        checks: {},
      }),
    USERS: () =>
      Response.json(
        {
          service: 'users',
          status: 'error',
          version: '0.0.0',
          uptimeSeconds: 1,
          checks: { d1: { status: 'error', latencyMs: 1, message: 'database unavailable' } },
          message: 'database unavailable',
        },
        { status: 503 },
      ),
  },
});
