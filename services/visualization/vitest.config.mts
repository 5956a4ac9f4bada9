import { defineWorkerTestConfig } from '../../test/workers/define-worker-test-config.mts';

export default defineWorkerTestConfig('service:visualization', import.meta.url);
