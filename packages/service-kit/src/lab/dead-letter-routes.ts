import type { RouteGroup } from '../route-group';
import { errorEnvelope } from '@repo/contracts/envelope';
import { replayRequestSchema } from '@repo/contracts/lab-topology';
import type { QueueId } from '@repo/contracts/queues';
import type { Context } from 'hono';
import type { ServiceEnv } from '../create-service-app';
import { bodyReadByHandler, createRoutes } from '../openapi';
import { ok } from '../respond';
import { parseInput } from '../validate';
import { EVERYONE, listDeadLetters, replayDeadLetters, type LetterOwner } from './dead-letters';
import { labSessionScope } from '@repo/session/scope';
import { ownedDeadLettersRoute, ownedReplayRoute } from './lab-owner.routes';

export interface DeadLetterRoutesOptions<E extends ServiceEnv> {
  /** The queue whose dead letters this service keeps (it consumes the queue). */
  queue: QueueId;
  db: (env: E['Bindings']) => Promise<D1Database>;
  /** The producer binding of the queue itself, where replayed letters go. */
  target: (env: E['Bindings']) => Queue<unknown>;
  /** Statements that count a replay, run with the deletion of the replayed letters. */
  countReplayed?: (db: D1Database, replayed: number) => D1PreparedStatement[];
  /** Reports a replay once its letters are gone from the table. */
  onReplayed?: (c: Context<E>, replayed: number) => void;
}

/** The 400 for a replay whose body is not JSON. */
export const REPLAY_NOT_JSON =
  'The body must be JSON: { ids? } (or empty, to replay every waiting letter)';

/** A replay's body: `{}` when empty (replay every waiting letter), a symbol when not JSON. */
export async function readReplayBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return Symbol('not JSON');
  }
}

/**
 * Whose letters a list shows: the caller's session's; without a session everyone's, except in
 * class mode, where a call without a session sees no learner's letters (only those of no
 * session).
 */
async function listedFor(env: ServiceEnv['Bindings']): Promise<LetterOwner> {
  const scope = labSessionScope();
  return scope === '' && env.CLASS_MODE !== 'true' ? EVERYONE : scope;
}

/**
 * Whose letters a replay sends back: the caller's session's; without a session everyone's (the
 * gateway lets a write without a session through only with the admin token in a deployment).
 */
async function replayedFor(): Promise<LetterOwner> {
  const scope = labSessionScope();
  return scope === '' ? EVERYONE : scope;
}

/**
 * A queue owner's dead-letter routes, which the gateway reaches through its binding: list the
 * waiting letters, and replay some or all of them onto the queue; a caller with a lab session
 * lists and replays its own letters only.
 */
export function deadLetterRoutes<E extends ServiceEnv>(
  options: DeadLetterRoutesOptions<E>,
): RouteGroup<E> {
  const { queue, db, target, countReplayed, onReplayed } = options;
  const routes = createRoutes<E>();

  routes.openapi(ownedDeadLettersRoute(queue), async (c) =>
    ok(c, await listDeadLetters(await db(c.env), queue, await listedFor(c.env))),
  );

  // The handler reads the body itself: an empty body replays every waiting letter.
  routes.openapi(bodyReadByHandler(ownedReplayRoute(queue)), async (c) => {
    const body = await readReplayBody(c.req.raw);
    if (typeof body === 'symbol') return c.json(errorEnvelope(REPLAY_NOT_JSON), 400);
    const { ids } = parseInput(replayRequestSchema, body);
    const database = await db(c.env);
    const replayed = await replayDeadLetters(database, queue, target(c.env), {
      ids,
      owner: await replayedFor(),
      alsoWrite: (count) => countReplayed?.(database, count) ?? [],
      onReplayed: (count) => onReplayed?.(c, count),
    });
    return ok(c, { replayed });
  });

  return routes;
}
