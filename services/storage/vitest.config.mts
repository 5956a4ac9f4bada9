import { defineWorkerTestConfig } from '../../test/workers/define-worker-test-config.mts';

export default defineWorkerTestConfig('service:storage', import.meta.url);
