// Traces of work that is not an HTTP request: a queue consumer's messages and the scheduled
// jobs. Their spans travel through the same telemetry buffer as a request's.
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { WorkerId } from '@repo/contracts/services';
import type { SpanAttributes, SpanKind } from '@repo/contracts/traces';
import type { WaitUntil } from '../deliver';
import { sendTelemetry } from '../middleware';
import { sampleNewTrace } from './sampler';
import { parseTraceparent, type SpanContext } from './trace-context';
import { startTrace, type Tracer } from './tracer';

export interface WorkTraceOptions {
  service: WorkerId;
  name: string;
  kind: SpanKind;
  attributes?: SpanAttributes;
  parent?: SpanContext | undefined;
  telemetry: Queue<TelemetryMessage> | undefined;
  waitUntil: WaitUntil;
}

/** Starts a trace (or joins `parent`'s) whose spans are sent as telemetry. */
export function traceWork(options: WorkTraceOptions): Tracer {
  const { telemetry, waitUntil, ...trace } = options;
  return startTrace({
    ...trace,
    sample: sampleNewTrace,
    record: (span) => sendTelemetry(telemetry, [span], waitUntil),
  });
}

/**
 * Runs a scheduled job in a trace of its own, with `traced` giving the job bindings whose
 * calls are spans of it. The root span fails if the job throws; the error is rethrown.
 */
export async function traceJob<B extends { TELEMETRY?: Queue<TelemetryMessage> }, T>(
  options: {
    service: WorkerId;
    name: string;
    env: B;
    ctx: Pick<ExecutionContext, 'waitUntil'>;
    traced: (env: B, tracer: Tracer) => B;
  },
  job: (env: B) => Promise<T>,
): Promise<T> {
  const { env, ctx, traced, service, name } = options;
  const tracer = traceWork({
    service,
    name,
    kind: 'internal',
    telemetry: env.TELEMETRY,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  try {
    return await job(traced(env, tracer));
  } catch (error) {
    tracer.root.fail(error);
    throw error;
  } finally {
    tracer.root.end();
  }
}

/** The trace context a queue message's body carries, if any. */
export function messageTraceparent(body: unknown): SpanContext | undefined {
  if (body === null || typeof body !== 'object' || !('traceparent' in body)) return undefined;
  return typeof body.traceparent === 'string' ? parseTraceparent(body.traceparent) : undefined;
}

/**
 * One consumer span per message of a batch, each in the trace its body carries (a message
 * without one starts a new trace). `end` closes them all with the batch's outcome.
 */
export function traceBatch(
  batch: MessageBatch<unknown>,
  options: Omit<WorkTraceOptions, 'name' | 'kind' | 'parent'>,
) {
  const tracers = batch.messages.map((message) =>
    traceWork({
      ...options,
      name: `process ${batch.queue}`,
      kind: 'consumer',
      parent: messageTraceparent(message.body),
      attributes: {
        'messaging.system': 'cloudflare_queues',
        'messaging.destination.name': batch.queue,
        'messaging.operation.type': 'process',
        'messaging.message.id': message.id,
        'messaging.batch.message_count': batch.messages.length,
        'messaging.cloudflare.attempts': message.attempts,
      },
    }),
  );
  return {
    /** The first recorded message's tracer, for the batch's shared work (one transaction). */
    shared: tracers.find((tracer) => tracer.root.context.sampled) ?? tracers[0],
    end(outcome: 'processed' | 'paused' | 'failed') {
      for (const tracer of tracers) {
        tracer.root.setAttribute('messaging.cloudflare.outcome', outcome);
        if (outcome === 'failed') tracer.root.fail();
        tracer.root.end();
      }
    },
  };
}
