// The file-events dead letters, kept by the users worker: stored once, listed, replayed onto
// the queue (a stand-in that keeps what it is sent), each step reported.
import { LAB_SESSION_HOURS } from '@repo/contracts/lab-sessions';
import type { DeadLetterList } from '@repo/contracts/lab-topology';
import { fakeQueue, recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import {
  BASE,
  deliver,
  fileEvent,
  queueEventsOf,
  resetQueueTestState,
  startFault,
} from '../../test/queue-fixtures';
import { forgetEndedSessions } from '@repo/service-kit/lab/forget-ended-sessions';
import worker from '../index';

const DEAD_LETTERS = `${BASE}/api/lab/queues/file-events/dead-letters`;

resetQueueTestState();

async function deadLetters(): Promise<DeadLetterList> {
  const response = await SELF.fetch(DEAD_LETTERS);
  expect(response.status).toBe(200);
  return (await response.json<{ data: DeadLetterList }>()).data;
}

function replay(body?: unknown, fileEvents = recordingQueue()) {
  const request = new Request(`${DEAD_LETTERS}/replay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const telemetry = fakeQueue();
  const ctx = createExecutionContext();
  const response = worker.fetch(
    request,
    { ...env, FILE_EVENTS: fileEvents.queue, TELEMETRY: telemetry.queue },
    ctx,
  );
  return { response, fileEvents, telemetry, ctx };
}

describe('the file-events dead letters', () => {
  it('stores a dead letter once however often it comes, and reports it dead-lettered once', async () => {
    const first = fileEvent();
    const second = fileEvent();
    const stored = await deliver('file-events-dead-letter', [first, second, first]);
    expect(stored.result.explicitAcks).toHaveLength(0);
    expect(stored.result.ackAll).toBe(true);
    expect(stored.counts).toEqual([{ queue: 'file-events', action: 'deadLettered', count: 2 }]);
    const again = await deliver('file-events-dead-letter', [second]);
    expect(again.counts).toEqual([]);

    const list = await deadLetters();
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    expect(list.items[0]).toMatchObject({
      queue: 'file-events',
      deadLetteredAt: expect.any(String),
    });
    expect(list.items.find((item) => item.id === first.id)?.body).toEqual(first);
  });

  it('is never held by a pause fault', async () => {
    await startFault('pause');
    const { counts } = await deliver('file-events-dead-letter', [fileEvent()]);
    expect(counts).toEqual([{ queue: 'file-events', action: 'deadLettered', count: 1 }]);
    expect((await deadLetters()).total).toBe(1);
  });

  it('replays the chosen letters with their bodies unchanged, skips unknown ids, and counts them', async () => {
    const [kept, replayed] = [fileEvent(), fileEvent()];
    await deliver('file-events-dead-letter', [kept, replayed]);

    const { response, fileEvents, telemetry, ctx } = replay({ ids: [replayed.id, 'no-such-id'] });
    expect((await response).status).toBe(200);
    expect(await (await response).json()).toEqual({ success: true, data: { replayed: 1 } });
    await waitOnExecutionContext(ctx);
    expect(fileEvents.bodies).toEqual([replayed]);
    expect(await queueEventsOf(telemetry)).toContainEqual({
      queue: 'file-events',
      action: 'replayed',
      count: 1,
    });
    expect((await deadLetters()).items.map((item) => item.id)).toEqual([kept.id]);
  });

  it('replays every waiting letter, oldest first, when no ids are given', async () => {
    const [older, newer] = [fileEvent(), fileEvent()];
    await deliver('file-events-dead-letter', [older]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deliver('file-events-dead-letter', [newer]);

    const { response, fileEvents } = replay();
    expect(await (await response).json()).toEqual({ success: true, data: { replayed: 2 } });
    expect(fileEvents.bodies).toEqual([older, newer]);
    expect(await deadLetters()).toEqual({ items: [], total: 0 });
  });

  it('keeps the letters when the queue does not take them', async () => {
    await deliver('file-events-dead-letter', [fileEvent()]);
    const down = recordingQueue();
    down.queue.sendBatch = () => Promise.reject(new Error('queue unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response } = replay({}, down);
    expect((await response).status).toBe(500);
    expect((await deadLetters()).total).toBe(1);
  });

  it.each([
    ['{ not json', 'The body must be JSON: { ids? } (or empty, to replay every waiting letter)'],
    [{ ids: [] }, 'ids: Too small: expected array to have >=1 items'],
    [{ ids: ['a'], all: true }, 'Unrecognized key: "all"'],
  ])('refuses a bad body %j with 400', async (body, message) => {
    const { response } = replay(body);
    expect((await response).status).toBe(400);
    expect(await (await response).json()).toEqual({ success: false, error: { message } });
  });
});

describe('the file-events dead letters of a lab session', () => {
  it("lists and replays a session's own letters only, and shows no body's baggage", async () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(32)];
    const ofA = {
      ...fileEvent(),
      baggage: `lab.session.hash=${a}`,
      spans: [{ attributes: { 'lab.session.hash': a, kept: 1 } }],
    };
    const ofB = { ...fileEvent(), baggage: `lab.session.hash=${b}` };
    await deliver('file-events-dead-letter', [ofA, ofB]);
    const listedTo = async (session: string) => {
      const response = await SELF.fetch(DEAD_LETTERS, {
        headers: { baggage: `lab.session.hash=${session}` },
      });
      return (await response.json<{ data: DeadLetterList }>()).data;
    };
    const forA = await listedTo(a);
    expect(forA.items.map((item) => item.id)).toEqual([ofA.id]);
    expect(forA.total).toBe(1);
    expect(JSON.stringify(forA)).not.toContain(a);
    expect(forA.items[0]?.body).toMatchObject({ spans: [{ attributes: { kept: 1 } }] });
    expect((await listedTo(b)).items.map((item) => item.id)).toEqual([ofB.id]);
    expect((await deadLetters()).items.map((item) => item.id)).toEqual(
      expect.arrayContaining([ofA.id, ofB.id]),
    );

    // B's replay of everything takes only B's letter.
    const fileEvents = recordingQueue();
    const request = new Request(`${DEAD_LETTERS}/replay`, {
      method: 'POST',
      headers: { baggage: `lab.session.hash=${b}` },
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      request,
      { ...env, FILE_EVENTS: fileEvents.queue, TELEMETRY: fakeQueue().queue },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await response.json()).toEqual({ success: true, data: { replayed: 1 } });
    expect((await listedTo(a)).items.map((item) => item.id)).toEqual([ofA.id]);
    expect((await listedTo(b)).items).toEqual([]);
  });
});

describe('the file-events dead letters in class mode', () => {
  it("shows a call without a session no learner's letters, and each session its own", async () => {
    const learner = 'c'.repeat(32);
    const ofLearner = { ...fileEvent(), baggage: `lab.session.hash=${learner}` };
    const ofNone = fileEvent();
    await deliver('file-events-dead-letter', [ofLearner, ofNone]);
    const listed = async (headers: Record<string, string> = {}) => {
      const request = new Request(DEAD_LETTERS, { headers });
      const response = await worker.fetch(
        request,
        { ...env, CLASS_MODE: 'true' },
        createExecutionContext(),
      );
      return (await response.json<{ data: DeadLetterList }>()).data.items.map((item) => item.id);
    };
    const withoutSession = await listed();
    expect(withoutSession).toContain(ofNone.id);
    expect(withoutSession).not.toContain(ofLearner.id);
    expect(await listed({ baggage: `lab.session.hash=${learner}` })).toEqual([ofLearner.id]);
  });
});

describe('the dead letters of an ended session', () => {
  it('go once older than a session lasts; those of no session stay', async () => {
    const session = 'd'.repeat(32);
    const ended = { ...fileEvent(), baggage: `lab.session.hash=${session}` };
    const live = { ...fileEvent(), baggage: `lab.session.hash=${session}` };
    const ofNone = fileEvent();
    await deliver('file-events-dead-letter', [ended, live, ofNone]);
    const longAgo = Date.now() - LAB_SESSION_HOURS * 3_600_000 - 60_000;
    await env.USERS_DB.prepare('UPDATE dead_letters SET dead_lettered_at = ?1 WHERE id IN (?2, ?3)')
      .bind(longAgo, ended.id, ofNone.id)
      .run();
    // What the lab runs beside each service's periodic run (create-lab.ts).
    await forgetEndedSessions(env.USERS_DB);
    const kept = (await deadLetters()).items.map((item) => item.id);
    expect(kept).not.toContain(ended.id);
    expect(kept).toEqual(expect.arrayContaining([live.id, ofNone.id]));
  });
});
