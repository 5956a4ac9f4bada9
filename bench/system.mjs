// The system as `npm start` runs it, for benchmarks; see scripts/lib/run-system.mjs.
import { runSystem } from '../scripts/lib/run-system.mjs';

/** The storage and health benchmarks need only a small register. */
export const BENCH_REGISTER_SIZE = 20_000;

/**
 * The settings of a system that stands for many clients, each naming its address in
 * CF-Connecting-IP as Cloudflare does. A local run counts every request as one client, since
 * there the client chooses that header, unless it trusts the header as a deployment does:
 * CLIENT_ADDRESS_TRUSTED true (docs/architecture.md#rate-limits).
 */
export const MANY_CLIENTS = { CLIENT_ADDRESS_TRUSTED: 'true' };

export function startSystem(options = {}) {
  return runSystem({
    registerSize: BENCH_REGISTER_SIZE,
    ...options,
    env: { ...MANY_CLIENTS, ...options.env },
  });
}
