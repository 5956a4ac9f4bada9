import type { D1Migration } from 'cloudflare:test';
import type { GatewayBindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends GatewayBindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
