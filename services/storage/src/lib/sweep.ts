import { traceJob } from '@repo/telemetry/tracing/trace-work';
import { tracedEnv } from './traced-env';
import { runWhenDue, type WaitUntil } from '@repo/service-kit/run-when-due';
import { DEFAULT_SWEEP_INTERVAL_SECONDS, sweepIntervalMs } from '@repo/service-kit/sweep-interval';
import type { StorageBindings } from '../env';
import { outboxState, publishOutbox } from './file-events';
import { findUnfinished } from './file-repository';
import { finishDelete } from './remove-file';
import { discardPending } from './store-file';

/**
 * An event still in the outbox after this long (or one sweep interval, if shorter) missed its
 * publish right after the request.
 */
export const UNSENT_AFTER_MS = 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * Before when an unfinished upload or delete must have been cut off: one sweep interval ago,
 * or when this runtime started if that is later. `npm start` sets RUNTIME_STARTED_AT each time
 * it starts the workers; nothing begun before then can still be running, so its first sweep
 * finishes what a crash left at once. On Cloudflare it is not set.
 */
export function cutOffBefore(env: StorageBindings, now: number): string {
  const intervalAgo = now - sweepIntervalMs(env);
  const startedAt = Date.parse(env.RUNTIME_STARTED_AT ?? '');
  const before = Number.isNaN(startedAt) ? intervalAgo : Math.max(intervalAgo, startedAt);
  return new Date(Math.min(before, now)).toISOString();
}

/**
 * Finishes what a crash interrupted: pending uploads are removed (blob, then row),
 * interrupted deletes are completed with their event, and unsent events are published.
 * An upload or delete still unfinished after one sweep interval was cut off: the request
 * that started it reads the whole file before its row is written, so it takes seconds.
 */
export async function sweep(env: StorageBindings, now = Date.now()) {
  const interval = sweepIntervalMs(env);
  const unfinished = await findUnfinished(env.STORAGE_DB, cutOffBefore(env, now), SWEEP_BATCH);
  for (const file of unfinished) {
    if (file.state === 'pending') {
      await discardPending(env, file.id);
    } else {
      await env.FILES.delete(file.id);
      await finishDelete(env, file);
    }
  }
  const published = await publishOutbox(env.STORAGE_DB, env.FILE_EVENTS, {
    createdBefore: new Date(now - Math.min(UNSENT_AFTER_MS, interval)).toISOString(),
    limit: SWEEP_BATCH,
  });
  return { finished: unfinished.length, published };
}

const sweepWhenDue = runWhenDue({
  name: 'Sweep',
  intervalMs: DEFAULT_SWEEP_INTERVAL_SECONDS * 1000,
});

/** A sweep in a trace of its own, its database, bucket and queue calls spans of it. */
export function tracedSweep(env: StorageBindings, ctx: WaitUntil, now = Date.now()) {
  return traceJob(
    { service: 'storage', name: 'sweep unfinished files', env, ctx, traced: tracedEnv },
    (traced) => sweep(traced, now),
  );
}

/**
 * Starts a sweep after a response when none ran in this isolate for a while. Local
 * `wrangler dev` does not fire cron triggers, so this is what sweeps there; in
 * production the cron does it as well.
 */
export function sweepIfDue(env: StorageBindings, ctx: WaitUntil): void {
  sweepWhenDue(ctx, (now) => tracedSweep(env, ctx, now), sweepIntervalMs(env));
}

/**
 * How often the outbox relay looks for events whose publish right after their request failed
 * (a `send-fail` fault, a queue that could not be reached), and how old such an event must be:
 * a publish in flight is never raced for longer than this.
 */
export const OUTBOX_RELAY_MS = 5_000;

const relayWhenDue = runWhenDue({ name: 'Outbox relay', intervalMs: OUTBOX_RELAY_MS });

/**
 * Sends what waits in the outbox, in a trace of its own, when something does: at most every
 * OUTBOX_RELAY_MS, after a response. The sweep does the same each interval; this keeps a
 * missed publish from waiting a whole sweep interval.
 */
export function relayOutboxIfDue(env: StorageBindings, ctx: WaitUntil): void {
  relayWhenDue(ctx, async (now) => {
    if ((await outboxState(env.STORAGE_DB, now)).waiting === 0) return;
    await traceJob(
      { service: 'storage', name: 'relay outbox', env, ctx, traced: tracedEnv },
      (traced) =>
        publishOutbox(traced.STORAGE_DB, traced.FILE_EVENTS, {
          createdBefore: new Date(now - OUTBOX_RELAY_MS).toISOString(),
          limit: SWEEP_BATCH,
        }),
    );
  });
}
