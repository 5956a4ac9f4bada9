import type { D1Migration } from 'cloudflare:test';
import type { UsersBindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends UsersBindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
