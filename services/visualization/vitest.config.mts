import { defineWorkerTestConfig } from '../../test/workers/define-worker-test-config.mts';

// The health probe reaches the storage and users services through bindings. Here the
// storage service answers healthy and the users service fails its health check. The register's
// admin calls take the admin token its tests send. The lab's tables are in the observability
// half's database (src/lab.ts).
export default defineWorkerTestConfig('service:visualization', import.meta.url, {
  bindings: { ADMIN_TOKEN: 'test-admin-token', TEST_LAB_D1_BINDING: 'OBSERVABILITY_DB' },
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
