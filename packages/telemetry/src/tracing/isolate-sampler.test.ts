// The project's sampling rules as OpenTelemetry's Sampler, decided from the context a span
// starts in.
import { ROOT_CONTEXT, SpanKind, trace, type Context } from '@opentelemetry/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLER, UNSAMPLED_CALLER } from '../testing/trace-harness';
import {
  IsolateSampler,
  SamplingDecision,
  withSamplingPolicy,
  type Sampler,
} from './isolate-sampler';
import { sampleNewTrace } from './sampler';

vi.mock('./sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));
const rate = vi.mocked(sampleNewTrace);

beforeEach(() => {
  rate.mockClear();
  rate.mockReturnValue(true);
});

const sampler: Sampler = new IsolateSampler();
const decide = (context: Context) =>
  sampler.shouldSample(context, CALLER.traceId, 'GET', SpanKind.SERVER, {}, []).decision;
const untrusted = (traced: boolean) => ({ traced: () => traced, trustCaller: false });

describe('IsolateSampler', () => {
  it('records a new trace when the isolate’s rate allows, and not when it refuses', () => {
    expect(decide(ROOT_CONTEXT)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    rate.mockReturnValue(false);
    expect(decide(ROOT_CONTEXT)).toBe(SamplingDecision.NOT_RECORD);
  });

  it('records no new trace of a path that is not traced, without spending the rate', () => {
    expect(decide(withSamplingPolicy(ROOT_CONTEXT, untrusted(false)))).toBe(
      SamplingDecision.NOT_RECORD,
    );
    expect(rate).not.toHaveBeenCalled();
  });

  it('keeps a trusted caller’s decision, either way, without asking the rate', () => {
    rate.mockReturnValue(false);
    expect(decide(trace.setSpanContext(ROOT_CONTEXT, CALLER))).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
    expect(decide(trace.setSpanContext(ROOT_CONTEXT, UNSAMPLED_CALLER))).toBe(
      SamplingDecision.NOT_RECORD,
    );
    expect(rate).not.toHaveBeenCalled();
  });

  it('records an untrusted caller’s sampled trace only if the path is traced and the rate allows', () => {
    const sampled = trace.setSpanContext(ROOT_CONTEXT, CALLER);
    expect(decide(withSamplingPolicy(sampled, untrusted(true)))).toBe(
      SamplingDecision.RECORD_AND_SAMPLED,
    );
    expect(decide(withSamplingPolicy(sampled, untrusted(false)))).toBe(SamplingDecision.NOT_RECORD);
    rate.mockReturnValue(false);
    expect(decide(withSamplingPolicy(sampled, untrusted(true)))).toBe(SamplingDecision.NOT_RECORD);
  });

  it('follows a local parent even where callers are not trusted', () => {
    const local = { ...CALLER, isRemote: false };
    rate.mockReturnValue(false);
    const context = withSamplingPolicy(trace.setSpanContext(ROOT_CONTEXT, local), untrusted(false));
    expect(decide(context)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});
