import { runWhenDue, type WaitUntil } from '@repo/service-kit/run-when-due';
import { traceJob } from '@repo/telemetry/tracing/trace-work';
import type { VisualizationBindings } from '../../../env';
import { tracedEnv } from '../../../lib/traced-env';
import { pruneEndedDrills } from '../drills/drill-store';
import { pruneQueueCounts } from '../queues/queue-counts';
import { pruneTraces } from '../traces/prune-traces';
import { PROBE_INTERVAL_MS, probeServices } from './health-probes';
import { pruneTelemetry } from './retention';

/**
 * The minutely work: probe every service's health through its binding, then drop
 * telemetry, traces, queue counts and ended sessions' drills past their retention. `selfFetch` answers for this worker itself.
 */
export async function runMinutely(
  env: VisualizationBindings,
  selfFetch: (request: Request) => Promise<Response>,
  now = Date.now(),
): Promise<void> {
  await probeServices(
    env.OBSERVABILITY_DB,
    {
      storage: (request) => env.STORAGE.fetch(request),
      users: (request) => env.USERS.fetch(request),
      visualization: selfFetch,
    },
    now,
  );
  await pruneTelemetry(env.OBSERVABILITY_DB, now);
  await pruneTraces(env.OBSERVABILITY_DB, now);
  await pruneQueueCounts(env.OBSERVABILITY_DB, now);
  await pruneEndedDrills(env.OBSERVABILITY_DB, now);
}

/** The minutely work in a trace of its own, its database calls and probes spans of it. */
export function tracedMinutely(
  env: VisualizationBindings,
  ctx: WaitUntil,
  selfFetch: (request: Request) => Promise<Response>,
  now = Date.now(),
) {
  return traceJob(
    {
      service: 'visualization',
      name: 'minutely probes and retention',
      env,
      ctx,
      traced: tracedEnv,
    },
    (traced) => runMinutely(traced, selfFetch, now),
  );
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
  minutelyWhenDue(ctx, (now) => tracedMinutely(env, ctx, selfFetch, now));
}
