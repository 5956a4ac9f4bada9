// npm run build (with the web app): bundles every worker to services/<worker>/dist, which
// `npm start` runs (scripts/lib/worker-bundles.mjs).
import { buildWorkers } from './lib/worker-bundles.mjs';

await buildWorkers();
