// Brings the queue counts back to the truth after the runtime restarts (docs/lab.md#after-a-
// restart). Local queues (Miniflare's) keep their messages in memory: when the runtime dies,
// every message waiting or in flight dies with it, and so do the telemetry reports still in
// the telemetry queue. The counts would then claim a backlog that can never drain.
import type { VisualizationBindings } from '../../../env';

/** The setting a local run gives the workers: its queues keep messages in memory only. */
export const QUEUES_IN_MEMORY = 'true';

/**
 * What a restart writes off, kept in queue_totals beside the workers' own counts: `lost`,
 * messages the counts said were waiting; `unreported`, sends whose reports the restart lost
 * (their messages were acknowledged, so the counts were short).
 */
export const WRITE_OFF_ACTIONS = ['lost', 'unreported'] as const;
export type WriteOffAction = (typeof WRITE_OFF_ACTIONS)[number];

// The raw backlog of every queue, before the clamp at 0 that the map applies. Negative when
// the reports of some sends died with the runtime while their messages were acknowledged.
const RAW_BACKLOG = `
  SELECT queue, sum(CASE
    WHEN action IN ('sent', 'replayed', 'unreported') THEN count
    WHEN action IN ('acked', 'deadLettered', 'lost') THEN -count
    ELSE 0 END) AS raw
  FROM queue_totals GROUP BY queue`;

// Only while the stored run is another one: in one transaction with recording this run, so
// two requests that race at the start write the backlog off once.
const WRITE_OFF = (sign: '' | '-', comparison: '>' | '<') => `
  INSERT INTO queue_totals (queue, action, count)
  SELECT queue, ?2, ${sign}raw FROM (${RAW_BACKLOG})
  WHERE raw ${comparison} 0 AND NOT EXISTS (SELECT 1 FROM queue_runtime WHERE boot_id = ?1)
  ON CONFLICT (queue, action) DO UPDATE SET count = count + excluded.count`;

/**
 * Writes off, once per run of the runtime, what the counts claim is waiting: the messages it
 * lost (`lost`), and sends whose reports it lost (`unreported`), so every backlog is 0 again
 * and what is sent from now on counts from there.
 */
export async function writeOffLostBacklog(db: D1Database, bootId: string, now: number) {
  await db.batch([
    db.prepare(WRITE_OFF('', '>')).bind(bootId, 'lost'),
    db.prepare(WRITE_OFF('-', '<')).bind(bootId, 'unreported'),
    db
      .prepare(
        `INSERT INTO queue_runtime (id, boot_id, started_at) VALUES (1, ?1, ?2)
         ON CONFLICT (id) DO UPDATE SET boot_id = excluded.boot_id, started_at = excluded.started_at
         WHERE boot_id <> excluded.boot_id`,
      )
      .bind(bootId, now),
  ]);
}

// This isolate's run. Locally every worker is one isolate in one workerd process, which also
// holds the queues, so the visualization worker's isolate starts exactly when the queues do.
// Made on first use: workerd refuses random values at a module's top level.
let bootId: string | undefined;
let noted: Promise<void> | undefined;

/**
 * Called before anything reads or writes the queue counts. Where queues live in memory, the
 * first call of a new run writes off the backlog the last run left; on Cloudflare, whose
 * queues keep their messages across isolates and restarts, it does nothing.
 */
export function noteRuntimeRun(env: VisualizationBindings): Promise<void> {
  if (env.QUEUES_IN_MEMORY !== QUEUES_IN_MEMORY) return Promise.resolve();
  bootId ??= crypto.randomUUID();
  noted ??= writeOffLostBacklog(env.OBSERVABILITY_DB, bootId, Date.now()).catch(
    (error: unknown) => {
      // Tried again on the next call: the figures stay as they were, nothing else fails.
      noted = undefined;
      console.warn('The queue counts could not be checked for a restart:', error);
    },
  );
  return noted;
}
