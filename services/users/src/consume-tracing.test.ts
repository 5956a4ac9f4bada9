// The traces of the file-events consumer, on workerd with the users worker's own D1: each
// message's span joins the trace of the upload or delete that sent it, tracestate and all.
// The telemetry queue is a stand-in that keeps what it is sent, so the assertions read the
// spans as sent.
import type { FileEvent } from '@repo/contracts/file-events';
import { labFailMessage } from '@repo/contracts/lab-faults';
import { telemetryMessageSchema } from '@repo/contracts/metrics';
import { TRACESTATE_ATTRIBUTE, type SpanEvent } from '@repo/contracts/traces';
import { faultSwitches } from '@repo/service-kit/testing/lab-faults';
import { deliverBatch } from '@repo/service-kit/testing/queue-batches';
import { flushTelemetry, resetTelemetryBuffers } from '@repo/telemetry/deliver';
import { fakeQueue, recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import { inCallerTrace } from '@repo/telemetry/testing/trace-harness';
import { tracedQueue } from '@repo/telemetry/tracing/traced-bindings';
import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileEvent } from '../test/queue-fixtures';
import worker from './index';

const switches = faultSwitches('https://users.test');

const FIRST = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
const SECOND = { traceId: 'a3ce929d0e0e47364bf92f3577b34da6', spanId: '0ba902b700f067aa' };
const traceparent = (context: { traceId: string; spanId: string }, flags = '01') =>
  `00-${context.traceId}-${context.spanId}-${flags}`;
const TRACESTATE = 'congo=t61rcWkgMzE,rojo=00f067aa0ba902b7';

/** Delivers one batch of `bodies` to the worker's queue handler; answers the spans it sent. */
async function deliver(...bodies: unknown[]) {
  const telemetry = fakeQueue();
  const { batch, result } = await deliverBatch(
    worker,
    { ...env, TELEMETRY: telemetry.queue },
    'file-events',
    bodies,
  );
  await flushTelemetry(telemetry.queue);
  const spans: SpanEvent[] = telemetry.sent.flatMap((message) =>
    telemetryMessageSchema
      .parse(message)
      .events.flatMap((event) => (event.kind === 'span' ? [event] : [])),
  );
  return { spans, messageIds: batch.messages.map((message) => message.id), result };
}

const inTrace = (spans: SpanEvent[], traceId: string) =>
  spans.filter((span) => span.traceId === traceId);
const consumers = (spans: SpanEvent[]) => spans.filter((span) => span.spanKind === 'consumer');

beforeAll(() => resetTelemetryBuffers({ flushDelayMs: 0 }));
afterAll(() => resetTelemetryBuffers());
beforeEach(async () => {
  await env.USERS_DB.prepare('DELETE FROM user_files').run();
});

describe('the trace of a consumed batch', () => {
  it('records one consumer span per message, each a child of the span its message carries', async () => {
    const { spans, messageIds } = await deliver(
      fileEvent({ traceparent: traceparent(FIRST) }),
      fileEvent({ traceparent: traceparent(SECOND) }),
    );

    const spansOfMessages = consumers(spans);
    expect(spansOfMessages).toHaveLength(2);
    for (const [index, caller] of [FIRST, SECOND].entries()) {
      const [span, ...others] = consumers(inTrace(spans, caller.traceId));
      expect(others).toEqual([]);
      expect(span).toMatchObject({
        service: 'users',
        name: 'process file-events',
        spanKind: 'consumer',
        parentSpanId: caller.spanId,
        status: 'unset',
        attributes: {
          'messaging.system': 'cloudflare_queues',
          'messaging.destination.name': 'file-events',
          'messaging.operation.type': 'process',
          'messaging.message.id': messageIds[index],
          'messaging.batch.message_count': 2,
          'messaging.cloudflare.attempts': 1,
          'messaging.cloudflare.outcome': 'processed',
        },
      });
    }
  });

  it('shows the batch’s one transaction in the first message’s trace only', async () => {
    const { spans } = await deliver(
      fileEvent({ traceparent: traceparent(FIRST) }),
      fileEvent({ traceparent: traceparent(SECOND) }),
    );

    const [consumer] = consumers(inTrace(spans, FIRST.traceId));
    const database = inTrace(spans, FIRST.traceId).filter(
      (span) => span.attributes['db.system.name'] === 'sqlite',
    );
    expect(database).toMatchObject([
      {
        name: 'BATCH USERS_DB',
        spanKind: 'client',
        parentSpanId: consumer?.spanId,
        attributes: { 'db.namespace': 'USERS_DB', 'db.operation.batch.size': 2 },
      },
    ]);
    expect(inTrace(spans, SECOND.traceId)).toHaveLength(1);
  });

  it('shows the transaction in the first recorded message’s trace when the first is not recorded', async () => {
    const { spans } = await deliver(
      fileEvent({ traceparent: traceparent(FIRST, '00') }),
      fileEvent({ traceparent: traceparent(SECOND) }),
    );

    expect(inTrace(spans, FIRST.traceId)).toEqual([]);
    expect(
      inTrace(spans, SECOND.traceId)
        .map((span) => span.name)
        .sort(),
    ).toEqual(['BATCH USERS_DB', 'process file-events']);
  });

  it('gives each message’s span the tracestate its sender received, across the queue hop', async () => {
    // The sender: a request whose headers carry a trace and a tracestate, sending through the
    // product's traced queue, which writes both into the body.
    const headers = { traceparent: traceparent(FIRST), tracestate: TRACESTATE };
    const { queue, bodies } = recordingQueue<FileEvent>();
    await inCallerTrace(headers, () => tracedQueue(queue, 'file-events').send(fileEvent()));
    const [body] = bodies;
    const producerSpanId = body?.traceparent?.split('-')[2];

    const { spans } = await deliver(body, fileEvent({ traceparent: traceparent(SECOND) }));

    expect(body?.tracestate).toBe(TRACESTATE);
    expect(consumers(inTrace(spans, FIRST.traceId))).toMatchObject([
      { parentSpanId: producerSpanId, attributes: { [TRACESTATE_ATTRIBUTE]: TRACESTATE } },
    ]);
    const [untouched] = consumers(inTrace(spans, SECOND.traceId));
    expect(untouched?.attributes).not.toHaveProperty(TRACESTATE_ATTRIBUTE);
  });

  it('starts a trace of its own for a message that carries none', async () => {
    const { spans } = await deliver(fileEvent());

    const [consumer, ...others] = consumers(spans);
    expect(others).toEqual([]);
    expect(consumer).toMatchObject({ name: 'process file-events', status: 'unset' });
    expect(consumer).not.toHaveProperty('parentSpanId');
    expect([FIRST.traceId, SECOND.traceId]).not.toContain(consumer?.traceId);
  });
});

describe('the trace of a batch under a fail fault', () => {
  beforeEach(async () => {
    await switches.start({ target: 'file-events', type: 'fail', durationSeconds: 60 });
  });

  afterEach(async () => {
    await switches.clearAll();
    vi.restoreAllMocks();
  });

  it('marks each message’s span failed, with the failed outcome, and applies nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { spans, result } = await deliver(
      fileEvent({ traceparent: traceparent(FIRST) }),
      fileEvent({ traceparent: traceparent(SECOND) }),
    );

    expect(warn).toHaveBeenCalledWith(expect.stringContaining(labFailMessage('file-events')));
    expect(result.explicitAcks).toEqual([]);
    expect(consumers(spans)).toHaveLength(2);
    for (const caller of [FIRST, SECOND]) {
      expect(inTrace(spans, caller.traceId)).toMatchObject([
        {
          name: 'process file-events',
          parentSpanId: caller.spanId,
          status: 'error',
          attributes: { 'messaging.cloudflare.outcome': 'failed' },
        },
      ]);
    }
    expect(spans.some((span) => span.attributes['db.system.name'] === 'sqlite')).toBe(false);
  });
});
