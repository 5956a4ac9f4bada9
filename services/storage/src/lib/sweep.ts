import { runWhenDue, type WaitUntil } from '@repo/service-kit/run-when-due';
import type { StorageBindings } from '../env';
import { publishOutbox } from './file-events';
import { findUnfinished } from './file-repository';
import { finishDelete } from './remove-file';
import { discardPending } from './store-file';

/** An upload or delete still unfinished after this long was cut off by a crash. */
export const UNFINISHED_AFTER_MS = 10 * 60 * 1000;
/** An event still in the outbox after this long missed its publish right after the request. */
export const UNSENT_AFTER_MS = 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * Finishes what a crash interrupted: pending uploads are removed (blob, then row),
 * interrupted deletes are completed with their event, and unsent events are published.
 */
export async function sweep(env: StorageBindings, now = Date.now()) {
  const unfinished = await findUnfinished(
    env.STORAGE_DB,
    new Date(now - UNFINISHED_AFTER_MS).toISOString(),
    SWEEP_BATCH,
  );
  for (const file of unfinished) {
    if (file.state === 'pending') {
      await discardPending(env, file.id);
    } else {
      await env.FILES.delete(file.id);
      await finishDelete(env, file);
    }
  }
  const published = await publishOutbox(env.STORAGE_DB, env.FILE_EVENTS, {
    createdBefore: new Date(now - UNSENT_AFTER_MS).toISOString(),
    limit: SWEEP_BATCH,
  });
  return { finished: unfinished.length, published };
}

/** How often requests may start a sweep (the cron's own interval in production). */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const sweepWhenDue = runWhenDue({ name: 'Sweep', intervalMs: SWEEP_INTERVAL_MS });

/**
 * Starts a sweep after a response when none ran in this isolate for a while. Local
 * `wrangler dev` does not fire cron triggers, so this is what sweeps there; in
 * production the cron does it as well.
 */
export function sweepIfDue(env: StorageBindings, ctx: WaitUntil): void {
  sweepWhenDue(ctx, (now) => sweep(env, now));
}
