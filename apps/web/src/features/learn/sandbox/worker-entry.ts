// The sandbox Worker's script as shipped: the runtime, given its global scope, the formatter and
// its settings (bundled by sandbox-sources.ts).
import { formatValue } from './format-value';
import { WORKER_SETTINGS } from './sandbox-settings';
import { workerMain, type WorkerScope } from './worker-runtime';

workerMain(self as unknown as WorkerScope, formatValue, WORKER_SETTINGS);
