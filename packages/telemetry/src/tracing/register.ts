// Registers this package's OpenTelemetry implementation as the isolate's globals, so that
// `trace`, `context` and `propagation` from `@opentelemetry/api` answer with it. Each Worker
// is its own isolate and registers once, when it first imports the telemetry middleware.
import { context, propagation, trace } from '@opentelemetry/api';
import { BaggagePropagator } from './baggage';
import { CompositePropagator } from './composite-propagator';
import { AsyncLocalStorageContextManager } from './context-manager';
import { IsolateSampler } from './isolate-sampler';
import { TraceparentPropagator } from './propagator';
import { UnitOfWorkSpanProcessor } from './telemetry-exporter';
import { IsolateTracerProvider } from './tracer';

/** The instrumentation scope every span of this package is made in. */
export const TRACER_NAME = '@repo/telemetry';

let registered = false;

export function registerTracing(): void {
  if (registered) return;
  registered = true;
  // A test runner may load this module more than once in one realm: the last one wins.
  trace.disable();
  context.disable();
  propagation.disable();
  trace.setGlobalTracerProvider(
    new IsolateTracerProvider({
      sampler: new IsolateSampler(),
      spanProcessor: new UnitOfWorkSpanProcessor(),
    }),
  );
  context.setGlobalContextManager(new AsyncLocalStorageContextManager());
  propagation.setGlobalPropagator(
    new CompositePropagator([new TraceparentPropagator(), new BaggagePropagator()]),
  );
}

/** The tracer this package's instrumentation makes its spans with. */
export function telemetryTracer() {
  registerTracing();
  return trace.getTracer(TRACER_NAME);
}
