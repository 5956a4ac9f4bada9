import { runWhenDue, type WaitUntil } from '@repo/service-kit/run-when-due';
import { DEFAULT_SWEEP_INTERVAL_SECONDS, sweepIntervalMs } from '@repo/service-kit/sweep-interval';
import { sendTelemetry } from '@repo/telemetry/middleware';
import { traceJob } from '@repo/telemetry/tracing/trace-work';
import type { UsersBindings } from '../env';
import { removeExpiredSessions } from '@repo/session/cleanup';
import { forgetEndedClassData } from '../classes/forget-ended';
import { tracedEnv } from './traced-env';
import { lateEventWindowMs, pruneDeletedFiles } from './prune-ledger';
import { reconcileUsage, repairEvents } from './reconcile-usage';

/**
 * Prunes the ledger's deleted rows past the late-event window, reconciles usage with storage
 * and reports each repair to telemetry, then removes what expired lab sessions left behind,
 * their class memberships among it.
 */
export async function reconcile(env: UsersBindings, ctx: WaitUntil, now = Date.now()) {
  await pruneDeletedFiles(env.USERS_DB, now, lateEventWindowMs(sweepIntervalMs(env)));
  const result = await reconcileUsage(
    env.USERS_DB,
    (request) => env.STORAGE.fetch(request),
    new Date(now).toISOString(),
  );
  const repairs = repairEvents(result, now);
  if (repairs.length > 0) {
    console.warn(`Usage repaired: ${result.added} files added, ${result.removed} removed`);
    sendTelemetry(env.TELEMETRY, repairs, (promise) => ctx.waitUntil(promise));
  }
  await removeExpiredSessions(env.USERS_DB, (request) => env.STORAGE.fetch(request), new Date(now));
  await forgetEndedClassData(env, new Date(now));
  return result;
}

/** A reconciliation in a trace of its own, its database and storage calls spans of it. */
export function tracedReconcile(env: UsersBindings, ctx: WaitUntil, now = Date.now()) {
  return traceJob(
    { service: 'users', name: 'reconcile usage', env, ctx, traced: tracedEnv },
    (traced) => reconcile(traced, ctx, now),
  );
}

const reconcileWhenDue = runWhenDue({
  name: 'Usage reconciliation',
  intervalMs: DEFAULT_SWEEP_INTERVAL_SECONDS * 1000,
});

/**
 * Starts a reconciliation after a response once per sweep interval in this isolate (right
 * away in a new one, so a restart is repaired at its first request). Local `wrangler dev`
 * fires no crons; in production the cron does the same work.
 */
export function reconcileIfDue(env: UsersBindings, ctx: WaitUntil): void {
  reconcileWhenDue(ctx, (now) => tracedReconcile(env, ctx, now), sweepIntervalMs(env));
}
