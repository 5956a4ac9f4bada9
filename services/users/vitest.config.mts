import { defineWorkerTestConfig } from '../../test/workers/define-worker-test-config.mts';

// The reconciliation asks the storage service what it holds. These tests give it a storage
// that cannot be reached, so the reconciliation a request starts changes nothing; its own
// tests (reconcile-usage.test.ts) answer for storage with the holdings each case needs.
export default defineWorkerTestConfig('service:users', import.meta.url, {
  serviceBindings: {
    STORAGE: () =>
      Response.json(
        { success: false, error: { message: 'storage is not part of these tests' } },
        { status: 503 },
      ),
  },
});
