// A recorded span: OpenTelemetry's `Span`, keeping what the telemetry schema stores (name,
// kind, times, status, attributes within its limits) and handing itself to the span
// processor when it ends. Events and links are not stored; an exception keeps its type.
import {
  SpanStatusCode,
  type AttributeValue,
  type Attributes,
  type Exception,
  type Span,
  type SpanContext,
  type SpanKind,
  type SpanStatus,
} from '@opentelemetry/api';
import {
  MAX_ATTRIBUTE_LENGTH,
  MAX_ATTRIBUTES,
  type SpanAttributes,
  type SpanAttributeValue,
} from '@repo/contracts/traces';

/** What a span processor and exporter read of a span that ended (after the SDK's `ReadableSpan`). */
export interface FinishedSpan {
  readonly name: string;
  readonly kind: SpanKind;
  readonly parentSpanId: string | undefined;
  /** Epoch milliseconds. */
  readonly startTime: number;
  readonly durationMs: number;
  readonly status: SpanStatus;
  readonly attributes: SpanAttributes;
  spanContext(): SpanContext;
}

function cut(value: SpanAttributeValue): SpanAttributeValue {
  return typeof value === 'string' && value.length > MAX_ATTRIBUTE_LENGTH
    ? value.slice(0, MAX_ATTRIBUTE_LENGTH)
    : value;
}

/** The type OpenTelemetry's `error.type` names: an Error's name, else the thrown value's type. */
export function errorType(error: unknown): string {
  if (error instanceof Error) return error.name || 'Error';
  if (typeof error === 'object' && error !== null && 'name' in error) {
    return typeof error.name === 'string' && error.name ? error.name : 'object';
  }
  return typeof error;
}

export class RecordingSpan implements Span, FinishedSpan {
  readonly attributes: SpanAttributes = {};
  readonly startTime = Date.now();
  durationMs = 0;
  status: SpanStatus = { code: SpanStatusCode.UNSET };
  private readonly started = performance.now();
  private ended = false;

  constructor(
    private readonly context: SpanContext,
    public name: string,
    readonly kind: SpanKind,
    readonly parentSpanId: string | undefined,
    private readonly onEnd: (span: RecordingSpan) => void,
  ) {}

  spanContext(): SpanContext {
    return this.context;
  }

  setAttribute(key: string, value: AttributeValue): this {
    // An ended span's event may already be in the buffer: it no longer changes.
    if (this.ended) return this;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      return this;
    }
    if (
      Object.hasOwn(this.attributes, key) ||
      Object.keys(this.attributes).length < MAX_ATTRIBUTES
    ) {
      this.attributes[key] = cut(value);
    }
    return this;
  }

  setAttributes(attributes: Attributes): this {
    for (const [key, value] of Object.entries(attributes)) {
      if (value !== undefined) this.setAttribute(key, value);
    }
    return this;
  }

  setStatus(status: SpanStatus): this {
    if (!this.ended) this.status = status;
    return this;
  }

  updateName(name: string): this {
    if (!this.ended) this.name = name;
    return this;
  }

  /** Keeps the exception's type as `error.type`; the status is the caller's to set. */
  recordException(exception: Exception): void {
    this.setAttribute('error.type', errorType(exception));
  }

  addEvent(): this {
    return this;
  }

  addLink(): this {
    return this;
  }

  addLinks(): this {
    return this;
  }

  isRecording(): boolean {
    return !this.ended;
  }

  /** Ends the span and hands it on; later calls do nothing. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.durationMs = Math.max(0, performance.now() - this.started);
    this.onEnd(this);
  }
}
