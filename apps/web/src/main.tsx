// zod's settings first (lib/zod-config.ts), then the app. A module imported after it could
// still run before it, when the bundler puts both in a chunk it loads first, so the app (whose
// modules build zod schemas as they load) is imported only once zod is set.
import './lib/zod-config';

void import('./app/render-app');
