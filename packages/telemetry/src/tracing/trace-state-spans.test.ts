// A caller's `tracestate` through a unit of work: kept by every span of the trace, passed on
// by the traced bindings, and recorded once, on the span that received it.
import { context, SpanKind, type SpanContext } from '@opentelemetry/api';
import { MAX_ATTRIBUTE_LENGTH, TRACESTATE_ATTRIBUTE } from '@repo/contracts/traces';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingQueue } from '../testing/fake-bindings';
import { CALLER, startWork, UNSAMPLED_CALLER } from '../testing/trace-harness';
import { sampleNewTrace } from './sampler';
import { parseTracestate } from './trace-state';
import { tracedFetcher, tracedQueue } from './traced-bindings';

vi.mock('./sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));

beforeEach(() => {
  vi.mocked(sampleNewTrace).mockReturnValue(true);
});

const traceState = parseTracestate('congo=t61rcWkgMzE,rojo=00f067aa0ba902b7');
/** `parent` with the tracestate `state`, as the propagator extracts them together. */
const withState = (parent: SpanContext, state = traceState) =>
  state ? { ...parent, traceState: state } : parent;
const WITH_STATE = withState(CALLER);

/** A service binding that answers 200 and keeps the requests it was sent. */
function fakeService() {
  const requests: Request[] = [];
  const fetcher: Fetcher = {
    fetch(input, init) {
      requests.push(new Request(input, init));
      return Promise.resolve(new Response('ok'));
    },
    connect() {
      throw new Error('a service binding here is only fetched');
    },
  };
  return { fetcher, requests };
}

describe('a trace with a tracestate', () => {
  it('records the tracestate on the span that received it, not on its children', () => {
    const { tracer, root, context: work, spans } = startWork({ parent: WITH_STATE });
    const child = tracer.startSpan('SELECT files', { kind: SpanKind.CLIENT }, work);
    child.end();
    root.end();

    const [childEvent, rootEvent] = spans;
    expect(rootEvent?.attributes[TRACESTATE_ATTRIBUTE]).toBe(traceState?.serialize());
    expect(childEvent?.attributes).not.toHaveProperty(TRACESTATE_ATTRIBUTE);
    expect(child.spanContext().traceState?.serialize()).toBe(traceState?.serialize());
  });

  it('records no tracestate for a caller without one', () => {
    const { root, spans } = startWork({ parent: CALLER });
    root.end();
    expect(spans[0]?.attributes).not.toHaveProperty(TRACESTATE_ATTRIBUTE);
  });

  it('records whole members within the attribute’s limit', () => {
    const members = Array.from({ length: 32 }, (_, index) => `k${index}=${'v'.repeat(12)}`);
    const long = parseTracestate(members.join(','));
    const { root, spans } = startWork({ parent: withState(CALLER, long) });
    root.end();

    const recorded = String(spans[0]?.attributes[TRACESTATE_ATTRIBUTE]);
    expect(recorded.length).toBeLessThanOrEqual(MAX_ATTRIBUTE_LENGTH);
    expect(members.join(',').startsWith(`${recorded},`)).toBe(true);
  });

  it('passes the tracestate on through a service call, replacing the forwarded one', async () => {
    const { context: work } = startWork({ service: 'gateway', parent: WITH_STATE });
    const { fetcher, requests } = fakeService();
    const forwarded = new Request('https://storage/files', { headers: { tracestate: 'old=1' } });

    await context.with(work, () => tracedFetcher(fetcher, 'storage').fetch(forwarded));

    expect(requests[0]?.headers.get('tracestate')).toBe(traceState?.serialize());
  });

  it('sends no forwarded tracestate when the trace has none', async () => {
    const { context: work } = startWork({ service: 'gateway', parent: CALLER });
    const { fetcher, requests } = fakeService();
    const forwarded = new Request('https://storage/files', { headers: { tracestate: 'old=1' } });

    await context.with(work, () => tracedFetcher(fetcher, 'storage').fetch(forwarded));

    expect(requests[0]?.headers.has('tracestate')).toBe(false);
  });

  it('passes the tracestate on in a queue message’s body, recorded or not', async () => {
    for (const parent of [WITH_STATE, withState(UNSAMPLED_CALLER)]) {
      const { context: work } = startWork({ parent });
      const { queue, bodies } = recordingQueue();

      await context.with(work, () => tracedQueue(queue, 'file-events').send({ id: 'e1' }));

      expect(bodies[0]).toMatchObject({ id: 'e1', tracestate: traceState?.serialize() });
    }
  });
});
