import type { D1Migration } from 'cloudflare:test';
import type { StorageBindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends StorageBindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
