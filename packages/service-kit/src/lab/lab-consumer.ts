// The lab around a queue consumer (docs/lab.md#faults-on-messages): its faults applied to each
// batch, its dead letters kept, and what happened to each message counted for the map.
import { deadLetterQueueOf, type QueueId } from '@repo/contracts/queues';
import {
  CONSUMER_FAILED_MESSAGE,
  labCrashMessage,
  REORDER_DELAY_SECONDS,
} from '@repo/contracts/lab-faults';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { ServiceId } from '@repo/contracts/services';
import type { QueueCounts } from '@repo/telemetry/queue-events';
import { traceBatch } from '@repo/telemetry/tracing/trace-work';
import { openGate, type BatchGate, type HeldBatch } from '../queues/batch-gate';
import { retryWithBackoff } from '../queues/retry';
import {
  batchView,
  chooseDuplicates,
  marked,
  planConsumerFaults,
  putBackMessages,
  type ConsumerFaultPlan,
} from './consumer-faults';
import { storeDeadLetters } from './dead-letters';
import { actingOn, type FaultBook, type KeptFault } from './fault-book';
import { holdForFaults } from './hold-for-faults';
import { bySession } from '@repo/session/scope';
import { countingBatch } from './queue-counting';

/** A queue handler that asks the lab's gate before it consumes a batch. */
export type GatedQueueHandler<B> = (
  batch: MessageBatch<unknown>,
  env: B,
  ctx: ExecutionContext,
  gate: BatchGate,
) => Promise<void>;

/** Where a consumed queue's counts go when its consumer keeps them itself (telemetry's). */
export type CountStatements = (
  db: D1Database,
  counts: QueueCounts,
  at: number,
) => D1PreparedStatement[];

export interface LabConsumerOptions<B> {
  service: ServiceId;
  queue: QueueId;
  book: FaultBook;
  db: (env: B) => Promise<D1Database>;
  /** The queue's producer binding: where a paused, reordered or duplicated message goes. */
  binding: (env: B) => Queue<unknown>;
  countStatements?: CountStatements | undefined;
  /** Reports counts as telemetry (when the consumer does not count its own). */
  report: (env: B, ctx: ExecutionContext, counts: QueueCounts) => void;
  telemetry: (env: B) => Queue<TelemetryMessage> | undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The faults the gate applies (holdForFaults): they win over the others. */
const GATE_FAULT_TYPES = new Set(['pause', 'fail']);

/** The lab's consume step: `consume(handler, batch, env, ctx)` for the worker's queue handler. */
export function labConsumer<B>(options: LabConsumerOptions<B>) {
  const { service, queue, book, binding, countStatements, report } = options;
  // How many messages a reorder fault counted in this isolate: every other one goes back.
  let reordered = 0;

  const database = (env: B, doing: string) =>
    options.db(env).catch((error: unknown) => {
      console.warn(`The lab's tables could not be made; ${doing}:`, error);
      return undefined;
    });

  // Counts of what the lab itself did to messages: through the consumer's own statements
  // when it keeps its counts, else as telemetry.
  async function count(env: B, ctx: ExecutionContext, counts: QueueCounts) {
    if (!countStatements) return report(env, ctx, counts);
    const db = await database(env, `${queue} counts are not kept`);
    if (db) await db.batch(countStatements(db, counts, Date.now()));
  }

  async function activeFaults(env: B): Promise<KeptFault[]> {
    const db = await database(env, `no ${queue} fault applied`);
    if (!db) return [];
    try {
      return (await book.active(db)).filter((fault) => fault.target === queue);
    } catch (error) {
      console.warn(`Reading the lab faults of the ${queue} consumer failed; none applied:`, error);
      return [];
    }
  }

  // The spans of messages the consumer never saw, in their own traces, with what befell them.
  function traceUnseen(
    env: B,
    ctx: ExecutionContext,
    batch: MessageBatch<unknown>,
    messages: readonly Message<unknown>[],
    outcome: 'requeued' | 'crashed',
    hidden: readonly string[],
  ) {
    if (messages.length === 0) return;
    const type = outcome === 'requeued' ? 'reorder' : 'crash';
    // A hidden (drill's) fault leaves only the outcome: what happened, not why.
    const unseen = batchView(batch, messages, hidden.includes(type) ? {} : { mark: type });
    const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
    traceBatch(unseen, { service, telemetry: options.telemetry(env), waitUntil }).end(outcome);
  }

  async function keepDeadLetters(batch: MessageBatch<unknown>, env: B, ctx: ExecutionContext) {
    const db = await database(env, `the ${queue} dead letters are retried`);
    if (!db) return retryWithBackoff(batch.messages);
    const now = Date.now();
    const stored = await storeDeadLetters(batch, db, queue, {
      now,
      ...(countStatements ? { alsoWrite: (counts) => countStatements(db, counts, now) } : {}),
    });
    if (!countStatements) report(env, ctx, stored);
  }

  // Runs the handler on the plan's batch, with the plan's faults around it.
  async function handlePlanned(
    handler: GatedQueueHandler<B>,
    batch: MessageBatch<unknown>,
    plan: ConsumerFaultPlan,
    env: B,
    ctx: ExecutionContext,
  ): Promise<void> {
    if (plan.putBack.length > 0) {
      const hidden = plan.hidden.includes('reorder');
      await putBackMessages(plan.putBack, binding(env), 'reorder', REORDER_DELAY_SECONDS, hidden);
      traceUnseen(env, ctx, batch, plan.putBack, 'requeued', plan.hidden);
      await count(env, ctx, { requeued: plan.putBack.length });
    }
    // The consumer asks its gate first, inside its spans: a slow fault's work is spent there.
    const slowGate: BatchGate = async () => {
      await wait(plan.slowMs);
      return undefined;
    };
    await handler(plan.handled, env, ctx, plan.slowMs > 0 ? slowGate : openGate);
    if (plan.crash) {
      traceUnseen(env, ctx, batch, plan.unhandled, 'crashed', plan.hidden);
      throw new Error(
        plan.hidden.includes('crash') ? CONSUMER_FAILED_MESSAGE : labCrashMessage(queue),
      );
    }
  }

  async function duplicate(
    env: B,
    ctx: ExecutionContext,
    chosen: Message<unknown>[],
    hidden: boolean,
  ) {
    if (chosen.length === 0) return;
    await binding(env).sendBatch(
      chosen.map((message) => ({ body: marked(message.body, 'duplicate', hidden) })),
    );
    await count(env, ctx, { duplicated: chosen.length });
  }

  // One session's messages (or all of a batch no session's fault concerns), under `faults`.
  async function consumeUnder(
    handler: GatedQueueHandler<B>,
    batch: MessageBatch<unknown>,
    faults: readonly KeptFault[],
    env: B,
    ctx: ExecutionContext,
  ): Promise<void> {
    let held: HeldBatch | undefined;
    const gate: BatchGate = async (gated) => {
      held = await holdForFaults(gated, { queue, faults, requeue: binding(env) });
      return held;
    };
    const gated = faults.some((fault) => GATE_FAULT_TYPES.has(fault.type));
    const counting = countStatements ? undefined : countingBatch(batch);
    const seen = counting?.batch ?? batch;
    const plan = gated ? undefined : planConsumerFaults(seen, faults, reordered);
    reordered += plan?.reordered ?? 0;
    let threw = false;
    try {
      if (plan) await handlePlanned(handler, batch, plan, env, ctx);
      else await handler(seen, env, ctx, gate);
    } catch (error) {
      threw = true;
      throw error;
    } finally {
      if (counting) {
        const except = new Set(plan?.putBack.map((message) => message.id));
        const size = batch.messages.length - except.size;
        report(env, ctx, held === 'paused' ? { requeued: size } : counting.counts(threw, except));
      }
    }
    if (plan && plan.duplicateShare > 0) {
      const handled = new Set(plan.handled.messages.map((message) => message.id));
      const acked = batch.messages.filter(
        (message) =>
          handled.has(message.id) && (!counting || counting.settled(message.id) === 'acked'),
      );
      const hidden = plan.hidden.includes('duplicate');
      await duplicate(env, ctx, chooseDuplicates(acked, plan.duplicateShare), hidden);
    }
  }

  /**
   * Consumes a batch under the faults acting on each message: everyone's, and those of the lab
   * session its body's baggage names. When a session has faults of its own here, each
   * session's messages are handled apart, so that one learner's fault never acts on
   * another's messages; a batch one of them failed is failed after the others are handled.
   */
  return async function consume(
    handler: GatedQueueHandler<B>,
    batch: MessageBatch<unknown>,
    env: B,
    ctx: ExecutionContext,
  ): Promise<void> {
    if (batch.queue === deadLetterQueueOf(queue)) return keepDeadLetters(batch, env, ctx);
    const kept = await activeFaults(env);
    if (kept.every((fault) => fault.sessionHash === '')) {
      return consumeUnder(handler, batch, kept, env, ctx);
    }
    const failures: unknown[] = [];
    for (const [scope, messages] of bySession(batch.messages)) {
      await consumeUnder(
        handler,
        batchView(batch, messages),
        actingOn(kept, scope),
        env,
        ctx,
      ).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  };
}
