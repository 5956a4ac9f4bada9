// The drills as visualization keeps them, through its binding-only routes, on workerd with its
// own D1: one at a time, right or wrong (never which half), the attempts and the score, the
// diagnoses a minute allows, the evidence read from the traces store, the hint after two wrong
// tries, and the end of a drill. The gateway's half (starting, hiding and
// clearing the fault) is tested end to end in e2e/drills.test.ts.
import { errorEnvelopeSchema, successEnvelopeSchema } from '@repo/contracts/envelope';
import { hiddenDrillSchema, revealedFaultSchema } from '@repo/contracts/lab-drill-faults';
import { DRILL_CLUES } from '@repo/contracts/lab-drill-clues';
import { diagnosisResultSchema, DRILL_SECONDS } from '@repo/contracts/lab-drills';
import { faultTypesFor } from '@repo/contracts/lab-faults';
import { workerIdSchema } from '@repo/contracts/services';
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ingest, newTraceId, span, spanMessage } from '../../../../test/trace-fixtures';
import { drillDatabase } from '../../lib/drills/drill-table';

const DRILLS = 'https://visualization.test/api/lab/drills';

function send(method: string, path = '', body?: unknown, session?: string) {
  return SELF.fetch(`${DRILLS}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session ? { baggage: `lab.session.hash=${session}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function dataOf<T extends z.ZodType>(response: Response, schema: T, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return (successEnvelopeSchema(schema).parse(await response.json()) as { data: z.output<T> }).data;
}

const errorOf = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).error.message;

const start = async (level = 'easy') =>
  dataOf(await send('POST', '', { level }), hiddenDrillSchema, 201);

const diagnose = async (id: string, body: unknown) =>
  dataOf(await send('POST', `/${id}/diagnosis`, body), diagnosisResultSchema);

afterEach(async () => {
  const db = await drillDatabase(env.OBSERVABILITY_DB);
  await db.prepare('DELETE FROM lab_drills').run();
});

describe('starting a drill', () => {
  it('picks a fault of the level, for 10 minutes, and names it only through the binding', async () => {
    const drill = await start('easy');
    expect(['storage', 'users', 'visualization']).toContain(drill.target);
    expect(['latency', 'errors']).toContain(drill.type);
    expect(Date.parse(drill.expiresAt) - Date.parse(drill.startedAt)).toBe(DRILL_SECONDS * 1000);
    const running = await dataOf(
      await send('GET', '/running'),
      z.object({ drill: hiddenDrillSchema.nullable() }),
    );
    expect(running.drill).toEqual(drill);
  });

  it('runs one drill per lab session, which no other session sees or ends', async () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(32)];
    const ofA = await dataOf(await send('POST', '', { level: 'easy' }, a), hiddenDrillSchema, 201);
    const ofB = await dataOf(await send('POST', '', { level: 'easy' }, b), hiddenDrillSchema, 201);
    const runningIn = async (session?: string) =>
      (
        await dataOf(
          await send('GET', '/running', undefined, session),
          z.object({ drill: hiddenDrillSchema.nullable() }),
        )
      ).drill;
    expect(await runningIn(a)).toEqual(ofA);
    expect(await runningIn(b)).toEqual(ofB);
    expect(await runningIn()).toBeNull();
    expect((await send('DELETE', `/${ofA.id}`, undefined, b)).status).toBe(404);
    expect((await send('DELETE', `/${ofA.id}`, undefined, a)).status).toBe(200);
  });

  it('refuses a second drill while one runs, with 409', async () => {
    await start('hard');
    const second = await send('POST', '', { level: 'easy' });
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toMatch(/A drill is already running/);
  });

  it('takes a hard drill on file-events only', async () => {
    const drill = await start('hard');
    expect(drill.target).toBe('file-events');
  });
});

describe('a diagnosis', () => {
  it('says only that a wrong answer is wrong, and adds a hint from the second wrong try on', async () => {
    const drill = await start('easy');
    const otherTarget = drill.target === 'users' ? 'storage' : 'users';
    const otherType = drill.type === 'errors' ? 'latency' : 'errors';

    const first = await diagnose(drill.id, { target: drill.target, type: otherType });
    expect(first).toEqual({
      correct: false,
      attempts: 1,
      score: null,
      evidence: 'none',
      explanation: 'Not right: the target, the fault type or both are wrong.',
    });
    // The other half right reads the same: no pair can be walked half by half.
    const second = await diagnose(drill.id, { target: otherTarget, type: drill.type });
    expect(second).toMatchObject({ correct: false, attempts: 2 });
    expect(second.explanation).toBe(
      `Not right: the target, the fault type or both are wrong. Hint: ${DRILL_CLUES[drill.type].hint}`,
    );
    const third = await diagnose(drill.id, { target: otherTarget, type: otherType });
    expect(third).toMatchObject({ correct: false, attempts: 3 });
  });

  it('takes three diagnoses a minute, then answers 429 with when to answer again', async () => {
    const drill = await start('easy');
    const wrong = { target: drill.target, type: drill.type === 'errors' ? 'latency' : 'errors' };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => send('POST', `/${drill.id}/diagnosis`, wrong)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(refused as Response)).toMatch(
      /^3 diagnoses a minute at most: look at the system again, then answer in \d+ s$/,
    );
    // Even the right answer waits: the limit is on answers, not on wrong ones.
    const right = await send('POST', `/${drill.id}/diagnosis`, {
      target: drill.target,
      type: drill.type,
    });
    expect(right.status).toBe(429);
  });

  it('reads the evidence from the traces store, by what the spans show', async () => {
    const drill = await start('easy');
    const service = workerIdSchema.parse(drill.target);
    const at = Date.parse(drill.startedAt);
    const [shows, before, elsewhere, healthy] = [
      newTraceId(),
      newTraceId(),
      newTraceId(),
      newTraceId(),
    ];
    // What the fault does: an error status, or the added latency.
    const acted =
      drill.type === 'errors'
        ? { status: 'error' as const }
        : { durationMs: (drill.value ?? 0) + 20 };
    await ingest([
      spanMessage([
        span(shows, { startTime: at + 5 }),
        span(shows, { service, startTime: at + 6, ...acted }),
        // The same symptom before the drill: not this drill's.
        span(before, { service, startTime: at - 60_000, ...acted }),
        span(elsewhere, { service: 'gateway', startTime: at + 5, ...acted }),
        span(healthy, { service, startTime: at + 5 }),
      ]),
    ]);
    const wrongType = drill.type === 'errors' ? 'latency' : 'errors';
    const answer = (traceId: string) =>
      diagnose(drill.id, { target: drill.target, type: wrongType, traceId });
    const confirmed = await answer(shows);
    expect(confirmed.evidence).toBe('confirms');
    expect(confirmed.explanation).toMatch(/Your trace does show the fault/);
    expect((await answer(before)).evidence).toBe('unrelated');
    expect((await answer(elsewhere)).evidence).toBe('unrelated');
    // Past three a minute the drill answers 429: the rest are read without the limit's help.
    await env.OBSERVABILITY_DB.prepare('UPDATE lab_drills SET window_start = 0').run();
    expect((await answer(healthy)).evidence).toBe('unrelated');
    expect((await answer(newTraceId())).evidence).toBe('unrelated');
  });

  it('confirms a pause by the paused delivery of the queue', async () => {
    const drill = await start('hard');
    const at = Date.parse(drill.startedAt);
    const traceId = newTraceId();
    const outcome = drill.type === 'pause' ? 'paused' : 'processed';
    await ingest([
      spanMessage([
        span(traceId, {
          service: 'users',
          name: 'process file-events',
          spanKind: 'consumer',
          startTime: at + 10,
          attributes: {
            'messaging.destination.name': 'file-events',
            'messaging.cloudflare.outcome': outcome,
          },
        }),
      ]),
    ]);
    const result = await diagnose(drill.id, { target: 'file-events', type: 'pause', traceId });
    expect(result.evidence).toBe(drill.type === 'pause' ? 'confirms' : 'unrelated');
  });

  it('ends the drill when both halves are right, revealing the fault, the score and the fastest way', async () => {
    const drill = await start('medium');
    const wrongType = faultTypesFor(drill.target).find((type) => type !== drill.type);
    await diagnose(drill.id, { target: drill.target, type: wrongType });
    const result = await diagnose(drill.id, { target: drill.target, type: drill.type });
    expect(result).toMatchObject({ correct: true, attempts: 2, score: 80, evidence: 'none' });
    expect(result.explanation).toMatch(
      new RegExp(
        `^Solved in \\d+ s at attempt 2 \\(score 80\\): the drill's fault was '${drill.type}' on ${drill.target}`,
      ),
    );
    expect(result.explanation).toContain(
      `What would have found it fastest: the ${DRILL_CLUES[drill.type].names(drill.target)[0].page} page`,
    );
    const again = { target: drill.target, type: drill.type };
    const after = await send('POST', `/${drill.id}/diagnosis`, again);
    expect(after.status).toBe(404);
    const running = await send('GET', '/running');
    expect(await running.json()).toEqual({ success: true, data: { drill: null } });
  });

  it('answers 404 for an unknown drill', async () => {
    const response = await send('POST', '/no-such-drill/diagnosis', {
      target: 'users',
      type: 'errors',
    });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe(
      "No running drill has the id 'no-such-drill' (it may have been solved, given up or expired)",
    );
  });
});

describe('giving up', () => {
  it('reveals the fault and ends the drill', async () => {
    const drill = await start('hard');
    const revealed = await dataOf(await send('DELETE', `/${drill.id}`), revealedFaultSchema);
    expect(revealed).toEqual({ target: drill.target, type: drill.type, value: drill.value });
    expect((await send('DELETE', `/${drill.id}`)).status).toBe(404);
    await start('easy');
  });
});

describe('a fault on visualization itself', () => {
  it('never fails a drill route, as it never fails the fault switches', async () => {
    const faults = 'https://visualization.test/api/lab/faults';
    const fault = await SELF.fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        target: 'visualization',
        type: 'errors',
        value: 1,
        durationSeconds: 60,
      }),
    });
    expect(fault.status).toBe(201);
    const { id } = ((await fault.json()) as { data: { id: string } }).data;
    try {
      expect((await SELF.fetch('https://visualization.test/api/traces')).status).toBe(503);
      const drill = await start('easy');
      expect((await send('GET', '/running')).status).toBe(200);
      expect((await send('DELETE', `/${drill.id}`)).status).toBe(200);
    } finally {
      await SELF.fetch(`${faults}/${id}`, { method: 'DELETE' });
    }
  });
});
