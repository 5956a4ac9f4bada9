// Live telemetry: each request, with the domain operations it reported, joins the isolate's
// buffer of events, sent in batches after the response, so recording never slows or breaks a worker.
import type {
  OperationEvent,
  OperationType,
  RequestEvent,
  TelemetryEvent,
  TelemetryMessage,
} from '@repo/contracts/metrics';
import type { WorkerId } from '@repo/contracts/services';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { deliver, type WaitUntil } from './deliver';
import { visitorMark } from './visitors';
import { warnOnce } from './warn-once';

export interface TelemetryOptions {
  /** The Worker name recorded on every event, such as `storage`. */
  service: WorkerId;
  /** Gateway only: add a visitor mark to each request event. */
  countVisitors?: boolean;
}

/** What handlers reach through `c.get('telemetry')`. */
export interface TelemetryRecorder {
  /** Records a domain operation of this request. */
  operation(operation: OperationType, durationMs: number, success: boolean): void;
  /** Times `work`, records it as `operation` (success unless it throws; rethrows), returns its result. */
  time<T>(operation: OperationType, work: () => Promise<T>): Promise<T>;
}

/** Add to an app's `Variables` so that `c.get('telemetry')` is typed in its handlers. */
export type TelemetryVariables = { telemetry: TelemetryRecorder };

type TelemetryEnv = {
  Bindings: { TELEMETRY?: Queue<TelemetryMessage> };
  Variables: TelemetryVariables;
};

// Limits of the message schema in @repo/contracts/metrics.
const MAX_DURATION_MS = 3_600_000;
const MAX_ROUTE_LENGTH = 200;
const MAX_METHOD_LENGTH = 10;
// Hono names a catch-all `*` or `/*` depending on how it was mounted; one name keeps
// every unmatched request in the same series.
const CATCH_ALL_ROUTE = '*';

/**
 * Records each request of a worker (its route pattern, method, status and duration) and
 * the operations its handlers report through `c.get('telemetry')`, and adds them to a
 * buffer per isolate and `TELEMETRY` binding. The buffer goes to the queue in messages of up
 * to 250 events, inside `waitUntil` and so after the response: at once when it holds 200
 * events (`FLUSH_THRESHOLD`), else 1 s (`FLUSH_DELAY_MS`) after its first event.
 *
 * The trade-off: events reach the queue up to about a second late, and those still buffered
 * when the runtime evicts the isolate are lost. A missing binding or a failing send is
 * logged once and never changes the response; the events of a failed send are dropped.
 */
export function telemetry(options: TelemetryOptions): MiddlewareHandler<TelemetryEnv> {
  const { service, countVisitors = false } = options;
  return async (c, next) => {
    const at = Date.now();
    const started = performance.now();
    const operations: OperationEvent[] = [];
    // Until the request's events enter the buffer, operations join them; work still running
    // in `waitUntil` after that adds its operations on their own.
    let sendLate: ((event: OperationEvent) => void) | undefined;
    c.set(
      'telemetry',
      createRecorder(service, (event) => (sendLate ? sendLate(event) : operations.push(event))),
    );

    await next();

    try {
      const request = requestEvent(c, service, at, started);
      const recorded = operations.splice(0);
      // The visitor hash runs inside `waitUntil`; the event enters the buffer once it is done.
      const events = countVisitors
        ? async () => [await withVisitorMark(request, c), ...recorded]
        : [request, ...recorded];
      // `app.request()` without an env leaves `c.env` undefined.
      const queue = c.env?.TELEMETRY;
      const waitUntil = contextWaitUntil(c);
      deliver(queue, events, waitUntil);
      sendLate = (event) => deliver(queue, [event], waitUntil);
    } catch (error) {
      warnOnce('record', 'Recording a request failed; it is left out of the metrics.', error);
    }
  };
}

/**
 * Sends events from code that is not an HTTP request (a queue consumer, a cron) through the
 * same buffer as the middleware: batched with the isolate's other events, inside
 * `waitUntil`, within about a second. Never throws; failures are logged once. Pass
 * `(promise) => ctx.waitUntil(promise)` rather than an unbound `ctx.waitUntil`.
 */
export function sendTelemetry(
  queue: Queue<TelemetryMessage> | undefined,
  events: TelemetryEvent[],
  waitUntil: WaitUntil,
): void {
  if (events.length > 0) deliver(queue, events, waitUntil);
}

function createRecorder(
  service: WorkerId,
  record: (event: OperationEvent) => void,
): TelemetryRecorder {
  const operation = (type: OperationType, durationMs: number, success: boolean) => {
    const duration = schemaDuration(durationMs);
    const at = Math.max(0, Math.round(Date.now() - duration));
    record({ kind: 'operation', service, operation: type, durationMs: duration, success, at });
  };
  return {
    operation,
    async time(type, work) {
      const started = performance.now();
      try {
        const result = await work();
        operation(type, performance.now() - started, true);
        return result;
      } catch (error) {
        operation(type, performance.now() - started, false);
        throw error;
      }
    },
  };
}

function requestEvent(
  c: Context<TelemetryEnv>,
  service: WorkerId,
  at: number,
  started: number,
): RequestEvent {
  const pattern = routePath(c);
  const route = pattern === '' || pattern === '*' || pattern === '/*' ? CATCH_ALL_ROUTE : pattern;
  return {
    kind: 'request',
    service,
    route: route.slice(0, MAX_ROUTE_LENGTH),
    method: c.req.method.slice(0, MAX_METHOD_LENGTH),
    status: c.res.status,
    durationMs: schemaDuration(performance.now() - started),
    at,
  };
}

// The headers are read now; the hash runs later, inside `waitUntil`. Salting with the UTC
// day means a visitor cannot be followed from one day to the next.
function withVisitorMark(request: RequestEvent, c: Context<TelemetryEnv>): Promise<RequestEvent> {
  const forwardedFor = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const address = c.req.header('cf-connecting-ip') ?? forwardedFor ?? '';
  const userAgent = c.req.header('user-agent') ?? '';
  const day = new Date(request.at).toISOString().slice(0, 10);
  return visitorMark(address, userAgent, day).then(
    (visitor) => ({ ...request, visitor }),
    (error: unknown) => {
      warnOnce(
        'visitor',
        'Hashing a visitor failed; requests are counted without visitors.',
        error,
      );
      return request;
    },
  );
}

// A duration the message schema accepts: at least 0 (NaN too), at most an hour, and
// rounded to the microsecond so the JSON stays short.
function schemaDuration(durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return Math.round(Math.min(durationMs, MAX_DURATION_MS) * 1000) / 1000;
}

// `c.executionCtx` throws where there is none (in some tests and non-Workers runtimes).
function contextWaitUntil(c: Context<TelemetryEnv>): WaitUntil | undefined {
  try {
    const executionContext = c.executionCtx;
    return (promise) => executionContext.waitUntil(promise);
  } catch {
    return undefined;
  }
}
