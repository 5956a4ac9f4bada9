// The lab (docs/lab.md) as one plugin: a service that mounts it gets its fault switches and
// the faults they start, its consumed queue's dead letters, and the queue counts of the map.
import type { Fault } from '@repo/contracts/lab-faults';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { QueueId } from '@repo/contracts/queues';
import type { ServiceId } from '@repo/contracts/services';
import { reportQueue, type QueueCounts } from '@repo/telemetry/queue-events';
import type { ServiceEnv, ServicePlugin } from '../create-service-app';
import { openGate } from '../queues/batch-gate';
import { deadLetterRoutes } from './dead-letter-routes';
import { actingOn, createFaultBook } from './fault-book';
import { applyServiceFaults } from './fault-middleware';
import { faultRoutes } from './fault-routes';
import { forgetEndedSessions } from './forget-ended-sessions';
import { labConsumer, type CountStatements, type GatedQueueHandler } from './lab-consumer';
import { labDatabase } from './lab-tables';
import { faultingQueue } from './producer-faults';
import { countingQueue } from './queue-counting';

export type { CountStatements, GatedQueueHandler } from './lab-consumer';

type Bindings<E extends ServiceEnv> = E['Bindings'];

export interface ConsumedQueue<E extends ServiceEnv> {
  queue: QueueId;
  /** The queue's producer binding: a paused batch goes back there, and a replay. */
  binding: (env: Bindings<E>) => Queue<unknown>;
  /**
   * Absent: the lab counts what the consumer does to each batch and reports it as telemetry.
   * Present: the consumer counts its own deliveries, and the lab's dead letters and replays
   * are counted by these statements, in the same transaction as the lab's own writes.
   */
  countStatements?: CountStatements;
}

export interface LabOptions<E extends ServiceEnv> {
  service: ServiceId;
  /** The service's own database, where the lab keeps its tables. */
  db: (env: Bindings<E>) => D1Database;
  /** A producer binding whose sends the lab counts `sent`. */
  produces?: { binding: keyof Bindings<E> & string; queue: QueueId };
  /** The queue the service consumes: its faults, its dead letters and its counts. */
  consumes?: ConsumedQueue<E>;
}

export interface LabWorker<B> {
  fetch: (request: Request, env: B, ctx: ExecutionContext) => Response | Promise<Response>;
  scheduled?: (controller: ScheduledController, env: B, ctx: ExecutionContext) => void;
  queue?: GatedQueueHandler<B>;
}

/** The worker's handlers as the runtime calls them: those it was given, with the lab around. */
export type LabExport<B, H> = { fetch: LabWorker<B>['fetch'] } & (H extends {
  scheduled: unknown;
}
  ? { scheduled: ExportedHandlerScheduledHandler<B> }
  : unknown) &
  (H extends { queue: unknown } ? { queue: ExportedHandlerQueueHandler<B> } : unknown);

interface WaitUntilContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface Lab<E extends ServiceEnv> {
  /** For `createServiceApp({ plugins })`: the fault middleware, fault and dead-letter routes. */
  plugin: ServicePlugin<E>;
  /** The worker's handlers, with the lab's counts and its queue handling around them. */
  worker<H extends LabWorker<Bindings<E>>>(handlers: H): LabExport<Bindings<E>, H>;
}

/** The telemetry events in messages a failing send refused: what was lost. */
function eventsIn(messages: readonly MessageSendRequest<unknown>[]): number {
  return messages.reduce((sum, { body }) => {
    const events: unknown =
      body !== null && typeof body === 'object' ? (body as { events?: unknown }).events : undefined;
    return sum + (Array.isArray(events) ? events.length : 1);
  }, 0);
}

export function createLab<E extends ServiceEnv>(options: LabOptions<E>): Lab<E> {
  const { service, produces, consumes } = options;
  const book = createFaultBook();
  const db = (env: Bindings<E>) => labDatabase(options.db(env));

  // The lab's own counts go on the telemetry binding the worker was given, past the faults
  // on telemetry's sends: the map always hears what those faults did.
  const givenTelemetry = new WeakMap<object, Queue<TelemetryMessage> | undefined>();
  const report = (env: Bindings<E>, ctx: WaitUntilContext, queue: QueueId, counts: QueueCounts) =>
    reportQueue(
      givenTelemetry.get(env) ?? env.TELEMETRY,
      (promise) => ctx.waitUntil(promise),
      service,
      queue,
      counts,
    );

  const sendFaults = (env: Bindings<E>, queue: QueueId) => ({
    queue,
    faults: async (scope: string) =>
      actingOn(await book.active(await db(env)), scope).filter((f) => f.target === queue),
    takePoison: async (fault: Fault, count: number) => book.take(await db(env), fault.id, count),
  });

  // Every entry sees the produced queue, and telemetry, through bindings that apply the
  // faults on their sends; the produced queue's sends are counted, telemetry's lost ones too.
  const counted = (env: Bindings<E>, ctx: ExecutionContext): Bindings<E> => {
    const seen: Bindings<E> = { ...env };
    if (produces) {
      const { queue } = produces;
      const faulting = faultingQueue(
        env[produces.binding] as Queue<unknown>,
        sendFaults(env, queue),
      );
      const sent = (count: number) => report(env, ctx, queue, { sent: count });
      Object.assign(seen, { [produces.binding]: countingQueue(faulting, sent) });
    }
    if (env.TELEMETRY) {
      seen.TELEMETRY = faultingQueue(env.TELEMETRY, {
        ...sendFaults(env, 'telemetry'),
        onRefused: (messages) => report(env, ctx, 'telemetry', { dropped: eventsIn(messages) }),
      });
    }
    givenTelemetry.set(seen, env.TELEMETRY);
    return seen;
  };

  const plugin: ServicePlugin<E> = (app, { version }) => {
    app.use(applyServiceFaults<E>({ service, version, book, db }));
    app.route('/', faultRoutes<E>({ service, book, db }));
    if (!consumes) return;
    const { queue, binding, countStatements } = consumes;
    app.route(
      '/',
      deadLetterRoutes<E>({
        queue,
        db,
        target: binding,
        ...(countStatements
          ? {
              countReplayed: (database, replayed) =>
                countStatements(database, { replayed }, Date.now()),
            }
          : { onReplayed: (c, replayed) => report(c.env, c.executionCtx, queue, { replayed }) }),
      }),
    );
  };

  const consume = consumes
    ? labConsumer<Bindings<E>>({
        service,
        queue: consumes.queue,
        book,
        db,
        binding: consumes.binding,
        countStatements: consumes.countStatements,
        report: (env, ctx, counts) => report(env, ctx, consumes.queue, counts),
        telemetry: (env) => env.TELEMETRY,
      })
    : (
        handler: GatedQueueHandler<Bindings<E>>,
        batch: MessageBatch<unknown>,
        env: Bindings<E>,
        ctx: ExecutionContext,
      ) => handler(batch, env, ctx, openGate);

  return {
    plugin,
    worker<H extends LabWorker<Bindings<E>>>(handlers: H) {
      const { fetch, scheduled, queue } = handlers;
      const exported: ExportedHandler<Bindings<E>> & Pick<LabWorker<Bindings<E>>, 'fetch'> = {
        fetch: (request, env, ctx) => fetch(request, counted(env, ctx), ctx),
      };
      if (scheduled) {
        exported.scheduled = (controller, env, ctx) => {
          // Each periodic run also forgets what ended sessions left in the lab's tables.
          ctx.waitUntil(
            db(env)
              .then(forgetEndedSessions)
              .catch((error: unknown) => {
                console.warn(
                  "Forgetting ended sessions' lab rows failed; the next run retries:",
                  error,
                );
              }),
          );
          scheduled(controller, counted(env, ctx), ctx);
        };
      }
      if (queue) {
        exported.queue = (batch, env, ctx) => consume(queue, batch, counted(env, ctx), ctx);
      }
      return exported as LabExport<Bindings<E>, H>;
    },
  };
}
