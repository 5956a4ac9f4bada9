import type { D1Migration } from 'cloudflare:test';
import type { VisualizationBindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends VisualizationBindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
