// The propagators of a request or a message, as one: OpenTelemetry's API registers a single
// global propagator, and W3C Trace Context and W3C Baggage travel side by side.
import type { Context, TextMapGetter, TextMapPropagator, TextMapSetter } from '@opentelemetry/api';

export class CompositePropagator implements TextMapPropagator {
  constructor(private readonly propagators: readonly TextMapPropagator[]) {}

  inject(context: Context, carrier: unknown, setter: TextMapSetter): void {
    for (const propagator of this.propagators) propagator.inject(context, carrier, setter);
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    return this.propagators.reduce(
      (extracted, propagator) => propagator.extract(extracted, carrier, getter),
      context,
    );
  }

  fields(): string[] {
    return this.propagators.flatMap((propagator) => propagator.fields());
  }
}
