import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_D1_DATABASES: { binding: string; migrations: D1Migration[] }[];
    }
  }
}
