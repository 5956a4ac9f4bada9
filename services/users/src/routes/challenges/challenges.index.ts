// The consumer challenges' handlers (docs/learn.md#consumer-challenges). A learner's calls act
// for their own lab session only, found by its hash in the request's baggage (the gateway proved
// the session); a run answers only the session that made it, and any other gets a 404.
import {
  RUN_NEEDS_SESSION_MESSAGE,
  RUN_NOT_FOUND_MESSAGE,
  RUN_OVER_MESSAGE,
  type ChallengeId,
} from '@repo/contracts/lab-challenges';
import { errorEnvelope } from '@repo/contracts/envelope';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { labSessionScope } from '@repo/session/scope';
import { trace } from '@opentelemetry/api';
import type { Context } from 'hono';
import type { UsersEnv } from '../../env';
import { challengeRun, learnerDatabase, RUN_TIME_MS } from '../../challenges/run-objects';
import { MAX_SENT_MESSAGES } from '../../challenges/challenge-script';
import { stoppedMessage } from '../../challenges/stopped';
import { CHALLENGE_SCRIPTS } from '../../challenges/challenge-scripts';
import { readHandlerSource } from '../../challenges/handler-source';
import {
  findRun,
  insertRun,
  runsInLastMinute,
  MAX_RUNS_PER_MINUTE,
} from '../../challenges/run-rows';
import { isWrite } from '../../challenges/learner-sql';
import {
  ackRoute,
  challengeListRoute,
  databaseRoute,
  newRunRoute,
  pullRoute,
  runStatusRoute,
  sendRoute,
  stopRoute,
} from './challenges.routes';

/** What a send the nemesis failed throws in the handler, as a queue that is down would. */
export const SEND_FAILED_MESSAGE =
  'Queue send failed: the events queue is unavailable (the nemesis failed this send); nothing was sent';

/** The most database calls one run may make: far more than any challenge needs. */
export const MAX_DATABASE_CALLS = 2_000;

const notFound = (c: Context<UsersEnv>) => c.json(errorEnvelope(RUN_NOT_FOUND_MESSAGE), 404);
const noSession = (c: Context<UsersEnv>) => c.json(errorEnvelope(RUN_NEEDS_SESSION_MESSAGE), 401);

function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The caller's run, or why not: no session (401), or not theirs or not this challenge's (404). */
async function ownRun(c: Context<UsersEnv>, id: ChallengeId, runId: string) {
  const hash = labSessionScope();
  if (hash === '') return { refusal: noSession(c) } as const;
  const row = await findRun(c.env.USERS_DB, runId, hash);
  if (!row || row.challenge_id !== id) return { refusal: notFound(c) } as const;
  return { hash, run: challengeRun(c.env, runId) } as const;
}

export const challengesRouter = createRoutes<UsersEnv>()
  .openapi(challengeListRoute, (c) =>
    ok(
      c,
      Object.values(CHALLENGE_SCRIPTS).map((script) => script.challenge),
      200,
    ),
  )
  .openapi(newRunRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { code } = c.req.valid('json');
    const hash = labSessionScope();
    if (hash === '') return noSession(c);
    const source = readHandlerSource(code);
    if ('problem' in source) return c.json(errorEnvelope(source.problem), 400);
    const now = Date.now();
    if ((await runsInLastMinute(c.env.USERS_DB, hash, now)) >= MAX_RUNS_PER_MINUTE) {
      return c.json(
        errorEnvelope(`At most ${MAX_RUNS_PER_MINUTE} runs a minute: wait a moment and run again`),
        429,
      );
    }
    const script = CHALLENGE_SCRIPTS[id];
    const runId = newRunId();
    await insertRun(c.env.USERS_DB, { id: runId, hash, challengeId: id, now });
    const span = trace.getActiveSpan();
    const traceId = span?.isRecording() ? span.spanContext().traceId : undefined;
    await learnerDatabase(c.env, runId).prepare(script.setup);
    await challengeRun(c.env, runId).open({
      runId,
      challengeId: id,
      sessionHash: hash,
      startedAt: now,
      traceId,
    });
    // The producer: every message through the real queue, each carrying this trace.
    await c.env.CHALLENGE_STREAM.sendBatch(
      script.messages.map((payload, index) => ({
        body: { runId, number: index + 1, payload },
        contentType: 'json' as const,
      })),
    );
    const deadline = new Date(now + RUN_TIME_MS).toISOString();
    return ok(c, { id: runId, body: source.body, deadline }, 201);
  })
  .openapi(runStatusRoute, async (c) => {
    const { id, runId } = c.req.valid('param');
    const own = await ownRun(c, id, runId);
    if ('refusal' in own) return own.refusal;
    const status = await own.run.status(own.hash);
    return status ? ok(c, status, 200) : notFound(c);
  })
  .openapi(pullRoute, async (c) => {
    const { id, runId } = c.req.valid('param');
    const { batch_size: batchSize, visibility_timeout_ms: visibility } = c.req.valid('json');
    const own = await ownRun(c, id, runId);
    if ('refusal' in own) return own.refusal;
    const pulled = await own.run.pull(own.hash, batchSize, visibility);
    if (!pulled) return notFound(c);
    const messages = pulled.messages.map((message) => ({
      ...message,
      body: JSON.parse(message.body) as Record<string, unknown>,
    }));
    return ok(c, { messages, more: pulled.more }, 200);
  })
  .openapi(ackRoute, async (c) => {
    const { id, runId } = c.req.valid('param');
    const own = await ownRun(c, id, runId);
    if ('refusal' in own) return own.refusal;
    const answer = await own.run.settle(own.hash, c.req.valid('json'));
    return answer ? ok(c, answer, 200) : notFound(c);
  })
  .openapi(databaseRoute, async (c) => {
    const { id, runId } = c.req.valid('param');
    const request = c.req.valid('json');
    const own = await ownRun(c, id, runId);
    if ('refusal' in own) return own.refusal;
    const writes = request.statements.some(({ sql }) => isWrite(sql));
    const taken = await own.run.beforeCall(own.hash, writes, MAX_DATABASE_CALLS);
    if (!taken) return notFound(c);
    if (taken === 'over') return c.json(errorEnvelope(RUN_OVER_MESSAGE), 409);
    if (taken === 'spent') {
      return c.json(
        errorEnvelope(`A run may make at most ${MAX_DATABASE_CALLS} database calls`),
        429,
      );
    }
    // The nemesis's slow database: a write waits before it is applied, the Worker idle meanwhile.
    const slowMs = writes ? (CHALLENGE_SCRIPTS[id].nemesis.slowWriteMs ?? 0) : 0;
    if (slowMs > 0) await new Promise((resolve) => setTimeout(resolve, slowMs));
    const answer = await learnerDatabase(c.env, runId).run(request);
    if ('results' in answer && taken === 'crash') {
      return ok(c, { outcome: 'crashed' as const, results: answer.results }, 200);
    }
    return ok(c, answer, 200);
  })
  .openapi(sendRoute, async (c) => {
    const { id, runId } = c.req.valid('param');
    const { messages } = c.req.valid('json');
    const own = await ownRun(c, id, runId);
    if ('refusal' in own) return own.refusal;
    const sent = await own.run.send(
      own.hash,
      messages.map((message) => message.body),
    );
    if (!sent) return notFound(c);
    if (sent === 'over') return c.json(errorEnvelope(RUN_OVER_MESSAGE), 409);
    if (sent === 'spent') {
      return c.json(errorEnvelope(`A run may send at most ${MAX_SENT_MESSAGES} messages`), 429);
    }
    if (sent === 'failed') {
      return ok(c, { outcome: 'error' as const, message: SEND_FAILED_MESSAGE }, 200);
    }
    return ok(c, { outcome: 'sent' as const, count: messages.length }, 200);
  })
  .openapi(stopRoute, async (c) => {
    const { id, runId } = c.req.valid('param');
    const { reason, message } = c.req.valid('json');
    const own = await ownRun(c, id, runId);
    if ('refusal' in own) return own.refusal;
    const status = await own.run.stop(own.hash, stoppedMessage(reason, message));
    return status ? ok(c, status, 200) : notFound(c);
  });
