// The users worker's file-events consumer, behind its gate (the lab's faults, which the lab
// installs): each message's span joins the trace of the upload or delete that sent it.
import type { OperationEvent } from '@repo/contracts/metrics';
import type { BatchGate } from '@repo/service-kit/queues/batch-gate';
import { rejectMessage } from '@repo/service-kit/queues/reject';
import type { WaitUntil } from '@repo/telemetry/deliver';
import { sendTelemetry } from '@repo/telemetry/middleware';
import { traceBatch, type BatchSpans } from '@repo/telemetry/tracing/trace-work';
import { tracedD1 } from '@repo/telemetry/tracing/traced-bindings';
import type { UsersBindings } from '../env';
import { consumeFileEvents, consumeOperation, type ConsumedBatch } from './consume-file-events';

type Report = (events: OperationEvent[]) => void;

// The batch's one transaction is shown in the trace of its first recorded message.
function applyBatch(
  batch: MessageBatch<unknown>,
  env: UsersBindings,
  report: Report,
  spans: BatchSpans,
): Promise<ConsumedBatch> {
  return spans.inShared(() =>
    consumeFileEvents(
      batch,
      tracedD1(env.USERS_DB, 'USERS_DB'),
      (message, reason) => rejectMessage(env.FILE_EVENTS_DEAD_LETTER, message, reason),
      report,
    ),
  );
}

/**
 * Applies a batch of file events unless its gate holds it; every message's span ends with the
 * outcome, and every delivery counts as an `events.consume`: one its gate failed (it will be
 * retried) failed, as one the consumer failed itself does. A paused one is put back undelivered.
 */
export async function handleQueueBatch(
  batch: MessageBatch<unknown>,
  env: UsersBindings,
  waitUntil: WaitUntil,
  gate: BatchGate,
): Promise<void> {
  const spans = traceBatch(batch, { service: 'users', telemetry: env.TELEMETRY, waitUntil });
  const report: Report = (events) => sendTelemetry(env.TELEMETRY, events, waitUntil);
  const started = Date.now();
  const held = await gate(batch);
  if (held === 'failed') {
    const durationMs = Date.now() - started;
    report(batch.messages.map(() => consumeOperation(false, started, durationMs)));
  }
  if (held) return spans.end(held);
  const { applied, rejected } = await applyBatch(batch, env, report, spans);
  spans.end(
    applied ? 'processed' : 'failed',
    new Map(rejected.map((id) => [id, 'dead-lettered' as const])),
  );
}
