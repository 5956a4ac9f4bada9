// Traces of work that is not an HTTP request: a queue consumer's messages and the scheduled
// jobs. Their spans travel through the same telemetry buffer as a request's.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  trace,
  type Context,
} from '@opentelemetry/api';
import { LAB_FAULT_KEY } from '@repo/contracts/lab-faults';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { WorkerId } from '@repo/contracts/services';
import type { WaitUntil } from '../deliver';
import { sendTelemetry } from '../middleware';
import { failSpan, inActiveSpan, unitOfWork } from './active-span';
import { telemetryTracer } from './register';

export interface WorkTraceOptions {
  service: WorkerId;
  telemetry: Queue<TelemetryMessage> | undefined;
  waitUntil: WaitUntil;
}

/** The context of work whose spans are sent as telemetry, in `parent`'s trace if it has one. */
export function workContext(options: WorkTraceOptions, parent: Context = ROOT_CONTEXT): Context {
  const { service, telemetry, waitUntil } = options;
  return unitOfWork(
    { service, record: (span) => sendTelemetry(telemetry, [span], waitUntil) },
    parent,
  );
}

/**
 * Runs a scheduled job in a trace of its own, with `traced` giving the job bindings whose
 * calls are spans of it. The root span fails if the job throws; the error is rethrown.
 */
export function traceJob<B extends { TELEMETRY?: Queue<TelemetryMessage> }, T>(
  options: {
    service: WorkerId;
    name: string;
    env: B;
    ctx: Pick<ExecutionContext, 'waitUntil'>;
    traced: (env: B) => B;
  },
  job: (env: B) => Promise<T>,
): Promise<T> {
  const { env, ctx, traced, service, name } = options;
  const work = workContext({
    service,
    telemetry: env.TELEMETRY,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  return inActiveSpan(name, { kind: SpanKind.INTERNAL }, () => job(traced(env)), work);
}

/** The trace context a queue message's body carries (its `traceparent`), if any. */
export function messageContext(body: unknown): Context {
  if (body === null || typeof body !== 'object') return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, body);
}

/** What became of a delivered message, as its consumer span's `messaging.cloudflare.outcome`. */
export type DeliveryOutcome =
  'processed' | 'paused' | 'failed' | 'requeued' | 'crashed' | 'dead-lettered';

// The lab fault a message's body names (docs/lab.md#faults-on-messages), as a span attribute.
function labFaultAttribute(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object') return {};
  const fault: unknown = (body as Record<string, unknown>)[LAB_FAULT_KEY];
  return typeof fault === 'string' ? { [LAB_FAULT_KEY]: fault } : {};
}

/**
 * One consumer span per message of a batch, each in the trace its body carries (a message
 * without one starts a new trace), marked with the lab fault its body names if any. `end`
 * closes them all with the batch's outcome, or a message's own when `outcomes` has its id.
 */
export function traceBatch(batch: MessageBatch<unknown>, options: WorkTraceOptions) {
  const tracer = telemetryTracer();
  const spans = batch.messages.map((message) => {
    const work = workContext(options, messageContext(message.body));
    const span = tracer.startSpan(
      `process ${batch.queue}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'cloudflare_queues',
          'messaging.destination.name': batch.queue,
          'messaging.operation.type': 'process',
          'messaging.message.id': message.id,
          'messaging.batch.message_count': batch.messages.length,
          'messaging.cloudflare.attempts': message.attempts,
          ...labFaultAttribute(message.body),
        },
      },
      work,
    );
    return { id: message.id, span, context: trace.setSpan(work, span) };
  });
  const shared = spans.find(({ span }) => span.isRecording()) ?? spans[0];
  return {
    /**
     * Runs the batch's shared work (one transaction) with the first recorded message's span
     * active, so its calls are spans of that message's trace.
     */
    inShared<T>(work: () => T): T {
      return context.with(shared?.context ?? context.active(), work);
    },
    end(outcome: DeliveryOutcome, outcomes: ReadonlyMap<string, DeliveryOutcome> = new Map()) {
      for (const { id, span } of spans) {
        const own = outcomes.get(id) ?? outcome;
        span.setAttribute('messaging.cloudflare.outcome', own);
        if (own === 'failed' || own === 'crashed' || own === 'dead-lettered') failSpan(span);
        span.end();
      }
    },
  };
}

/** The consumer spans of a batch (`traceBatch`). */
export type BatchSpans = ReturnType<typeof traceBatch>;
