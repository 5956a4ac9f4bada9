// The project's sampling rules as OpenTelemetry's `Sampler` (the shape of the SDK's
// interface): a trace continued from inside the system keeps its caller's decision; a new
// one, or one a client outside claims is sampled, is recorded only if the path is traced and
// this isolate's rate sampler (sampler.ts) allows it, counting each lab session apart.
import {
  createContextKey,
  isSpanContextValid,
  propagation,
  trace,
  type Attributes,
  type Context,
  type Link,
  type SpanKind,
} from '@opentelemetry/api';
import { LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';
import { sampleNewTrace } from './sampler';
import { isSampled } from './trace-context';

/** The SDK's `SamplingDecision`. */
export enum SamplingDecision {
  NOT_RECORD = 0,
  RECORD = 1,
  RECORD_AND_SAMPLED = 2,
}

export interface SamplingResult {
  decision: SamplingDecision;
  attributes?: Readonly<Attributes>;
}

/** The SDK's `Sampler`: whether a span about to start is recorded. */
export interface Sampler {
  shouldSample(
    context: Context,
    traceId: string,
    spanName: string,
    spanKind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult;
  toString(): string;
}

/** How a unit of work is sampled: set in its context by the telemetry middleware. */
export interface SamplingPolicy {
  /** Whether this unit of work is traced at all (the middleware's `isTraced(path)`). */
  traced: () => boolean;
  /** Whether a remote parent's sampled flag is trusted (behind the gateway) or rechecked. */
  trustCaller: boolean;
}

const POLICY_KEY = createContextKey('@repo/telemetry sampling policy');
const DEFAULT_POLICY: SamplingPolicy = { traced: () => true, trustCaller: true };

export function withSamplingPolicy(context: Context, policy: SamplingPolicy): Context {
  return context.setValue(POLICY_KEY, policy);
}

const decide = (sampled: boolean): SamplingResult => ({
  decision: sampled ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
});

export class IsolateSampler implements Sampler {
  shouldSample(context: Context): SamplingResult {
    const policy = (context.getValue(POLICY_KEY) as SamplingPolicy | undefined) ?? DEFAULT_POLICY;
    const parent = trace.getSpanContext(context);
    const sample = () =>
      sampleNewTrace(propagation.getBaggage(context)?.getEntry(LAB_SESSION_HASH_KEY)?.value);
    if (!parent || !isSpanContextValid(parent)) return decide(policy.traced() && sample());
    if (!parent.isRemote || policy.trustCaller) return decide(isSampled(parent));
    return decide(isSampled(parent) && policy.traced() && sample());
  }

  toString(): string {
    return 'IsolateSampler';
  }
}
