import { runWhenDue, type WaitUntil } from '@repo/service-kit/run-when-due';
import type { VisualizationBindings } from '../../env';
import { PROBE_INTERVAL_MS, probeServices } from './health-probes';
import { pruneTelemetry } from './retention';

/**
 * The minutely work: probe every service's health through its binding, then drop
 * telemetry past its retention. `selfFetch` answers for this worker itself.
 */
export async function runMinutely(
  env: VisualizationBindings,
  selfFetch: (request: Request) => Promise<Response>,
  now = Date.now(),
): Promise<void> {
  await probeServices(
    env.VISUALIZATION_DB,
    {
      storage: (request) => env.STORAGE.fetch(request),
      users: (request) => env.USERS.fetch(request),
      visualization: selfFetch,
    },
    now,
  );
  await pruneTelemetry(env.VISUALIZATION_DB, now);
}

const minutelyWhenDue = runWhenDue({
  name: 'Minutely health probe',
  intervalMs: PROBE_INTERVAL_MS,
});

/**
 * Runs the minutely work after a request when a minute has passed since this isolate last
 * did: `wrangler dev` does not fire crons, and a deployed worker's cron does the same work.
 */
export function runMinutelyIfDue(
  env: VisualizationBindings,
  ctx: WaitUntil,
  selfFetch: (request: Request) => Promise<Response>,
): void {
  minutelyWhenDue(ctx, (now) => runMinutely(env, selfFetch, now));
}
