// Live telemetry: each request, with the domain operations it reported, joins the isolate's
// buffer of events, sent in batches after the response, so recording never slows or breaks a worker.
import { propagation, ROOT_CONTEXT, SpanKind, type Baggage } from '@opentelemetry/api';
import type { OperationType, TelemetryEvent, TelemetryMessage } from '@repo/contracts/metrics';
import type { WorkerId } from '@repo/contracts/services';
import type { Context, MiddlewareHandler } from 'hono';
import { deliver, type WaitUntil } from './deliver';
import { unitOfWork } from './tracing/active-span';
import { headersGetter } from './tracing/propagator';
import { registerTracing, telemetryTracer } from './tracing/register';
import { endServerSpan } from './tracing/server-span';
import { requestEvent, routeOf, schemaDuration, withVisitorMark } from './request-event';
import { warnOnce } from './warn-once';

// Every worker imports this middleware: its isolate's OpenTelemetry globals are set here.
registerTracing();

export interface TelemetryOptions<B = TelemetryEnv['Bindings']> {
  /** The Worker name recorded on every event, such as `storage`. */
  service: WorkerId;
  /** Gateway only: add a visitor mark to each request event. */
  countVisitors?: boolean;
  /**
   * Wraps the request's bindings so that each call through them is a span of its trace
   * (`tracing/traced-bindings.ts`); handlers then see the wrapped ones in `c.env`. Called
   * with the request's server span active.
   */
  traceBindings?: (env: B) => B;
  /** Which paths are traced; by default every one. */
  isTraced?: (path: string) => boolean;
  /**
   * Whether a caller's `traceparent` decides if the trace is recorded. True behind the
   * gateway, which made that decision; false at the gateway, where any client could send
   * `-01` on every request and so bypass the sampler: its trace is continued, but recorded
   * only if this worker's sampler and `isTraced` agree.
   */
  trustIncomingSampling?: boolean;
  /**
   * Gateway only: the baggage the request carries on, given the caller's. The gateway drops
   * the lab's own entries a caller sent and names the session it proved
   * (`packages/session/src/gateway.ts`). Behind the gateway the caller's baggage is kept.
   */
  admitBaggage?: (caller: Baggage | undefined, request: Request) => Baggage | undefined;
}

/** What handlers reach through `c.get('telemetry')`. */
export interface TelemetryRecorder {
  /** Records a domain operation of this request. */
  operation(operation: OperationType, durationMs: number, success: boolean): void;
  /** Times `work`, records it as `operation` (success unless it throws; rethrows), returns its result. */
  time<T>(operation: OperationType, work: () => Promise<T>): Promise<T>;
}

/** Add to an app's `Variables` so that `c.get('telemetry')` is typed. */
export type TelemetryVariables = { telemetry: TelemetryRecorder };

type TelemetryEnv = {
  Bindings: { TELEMETRY?: Queue<TelemetryMessage> };
  Variables: TelemetryVariables;
};

/**
 * Records each request of a worker (its route pattern, method, status and duration) and
 * the operations its handlers report through `c.get('telemetry')`, and adds them to a
 * buffer per isolate and `TELEMETRY` binding. The buffer goes to the queue in messages of up
 * to 250 events, inside `waitUntil` and so after the response: at once when it holds 200
 * events (`FLUSH_THRESHOLD`), else 200 ms (`FLUSH_DELAY_MS`) after its first event.
 *
 * The trade-off: events reach the queue up to about a second late, and those still buffered
 * when the runtime evicts the isolate are lost. A missing binding or a failing send is
 * logged once and never changes the response; the events of a failed send are dropped.
 */
export function telemetry<B extends TelemetryEnv['Bindings']>(
  options: TelemetryOptions<B>,
): MiddlewareHandler<{ Bindings: B; Variables: TelemetryVariables }> {
  const {
    service,
    countVisitors = false,
    traceBindings,
    isTraced = () => true,
    trustIncomingSampling = true,
    admitBaggage,
  } = options;
  return async (c, next) => {
    const at = Date.now();
    const started = performance.now();
    const events = requestEvents();
    const { record } = events;
    c.set('telemetry', createRecorder(service, record));
    // The request's server span continues the caller's trace (its `traceparent`), if any.
    const extracted = propagation.extract(ROOT_CONTEXT, c.req.raw.headers, headersGetter);
    const caller = admitBaggage
      ? withBaggage(extracted, admitBaggage(propagation.getBaggage(extracted), c.req.raw))
      : extracted;
    const work = unitOfWork(
      {
        service,
        record,
        sampling: samplingPolicy(isTraced(c.req.path), trustIncomingSampling),
      },
      caller,
    );
    const tracer = telemetryTracer();
    await tracer.startActiveSpan(c.req.method, { kind: SpanKind.SERVER }, work, async (span) => {
      // `app.request()` without an env leaves `c.env` undefined.
      if (traceBindings && c.env) c.env = traceBindings(c.env);

      await next();

      try {
        endServerSpan(c, span, routeOf(c));
        const request = requestEvent(c, service, at, started);
        const operations = events.take();
        // The visitor hash runs inside `waitUntil`; the event enters the buffer once it is done.
        const pending = countVisitors
          ? async () => [await withVisitorMark(request, c), ...operations]
          : [request, ...operations];
        const queue = c.env?.TELEMETRY;
        const waitUntil = contextWaitUntil(c);
        deliver(queue, pending, waitUntil);
        events.sendLateTo(queue, waitUntil);
      } catch (error) {
        warnOnce('record', 'Recording a request failed; it is left out of the metrics.', error);
      }
    });
  };
}

/**
 * A request's own events: kept until the request ends (`take`), then sent on their own as
 * they come (work still running in `waitUntil`). Made outside the middleware's scope on
 * purpose: what the request's trace context holds (its exporter's `record`, its sampling
 * policy) must not reach the request's Hono context, or every request's context, with its
 * Request and Response, would stay as long as the runtime keeps the trace context's
 * async frame (docs/performance.md#memory).
 */
function requestEvents() {
  const recorded: TelemetryEvent[] = [];
  let sendLate: ((event: TelemetryEvent) => void) | undefined;
  return {
    record: (event: TelemetryEvent) => (sendLate ? sendLate(event) : recorded.push(event)),
    take: () => recorded.splice(0),
    sendLateTo(queue: Queue<TelemetryMessage> | undefined, waitUntil: WaitUntil | undefined) {
      sendLate = (event) => deliver(queue, [event], waitUntil);
    },
  };
}

/** The sampling policy of a request, holding nothing of the request itself. */
function samplingPolicy(traced: boolean, trustCaller: boolean) {
  return { traced: () => traced, trustCaller };
}

function withBaggage(caller: ReturnType<typeof propagation.extract>, baggage: Baggage | undefined) {
  return baggage ? propagation.setBaggage(caller, baggage) : propagation.deleteBaggage(caller);
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
  record: (event: TelemetryEvent) => void,
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

// `c.executionCtx` throws where there is none (in some tests and non-Workers runtimes).
function contextWaitUntil(c: Context): WaitUntil | undefined {
  try {
    const executionContext = c.executionCtx;
    return (promise) => executionContext.waitUntil(promise);
  } catch {
    return undefined;
  }
}
