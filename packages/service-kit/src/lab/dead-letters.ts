// A queue's dead letters, kept by the queue's owner in its own database (table `dead_letters`)
// until they are replayed onto the queue (docs/lab.md#the-map-and-the-queues). Each is kept
// with the hash of the lab session its body's baggage names: a learner lists and replays their
// own letters (docs/lab.md#lab-sessions), and no body shown names a session.
import { DEAD_LETTER_LIST_LIMIT, type DeadLetterList } from '@repo/contracts/lab-topology';
import { deadLetterReason, type QueueId } from '@repo/contracts/queues';
import * as z from 'zod';
import { messageKey } from '../queues/message-key';
import { retryWithBackoff } from '../queues/retry';
import { messageScope } from '@repo/session/scope';
import { LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';

const idRowSchema = z.object({ id: z.string() });
const letterRowSchema = z.object({
  id: z.string(),
  body: z.string(),
  dead_lettered_at: z.number(),
});
const totalRowSchema = z.object({ total: z.number() });

// One sendBatch takes at most 100 messages and 256 KB, each message counting about 100 bytes
// of metadata besides its body.
const MAX_MESSAGES_PER_SEND = 100;
const MAX_SEND_BYTES = 200_000;

const existingIds = (db: D1Database, queue: QueueId, ids: readonly string[]) =>
  db
    .prepare(
      'SELECT id FROM dead_letters WHERE queue = ? AND id IN (SELECT value FROM json_each(?))',
    )
    .bind(queue, JSON.stringify(ids));

/**
 * New dead letters: those the queue gave up on after their last delivery, and those their
 * consumer rejected at once (a body that says why, see DEAD_LETTER_REASON_KEY).
 */
export interface StoredLetters {
  deadLettered: number;
  rejected: number;
}

export interface StoreDeadLettersOptions {
  now?: number;
  /** Statements to run in the same transaction, given the letters that are new. */
  alsoWrite?: (stored: StoredLetters) => D1PreparedStatement[];
}

const NONE_STORED: StoredLetters = { deadLettered: 0, rejected: 0 };

/**
 * Keeps each message of a batch from a dead-letter queue, once by its key, and acknowledges
 * the batch; answers how many were new. A batch that cannot be stored is retried with
 * backoff. The owner's lab faults never apply here: the dead letters must stay reachable.
 */
export async function storeDeadLetters(
  batch: MessageBatch<unknown>,
  db: D1Database,
  queue: QueueId,
  options: StoreDeadLettersOptions = {},
): Promise<StoredLetters> {
  const { now = Date.now(), alsoWrite = () => [] } = options;
  const letters = new Map<string, unknown>();
  for (const message of batch.messages) {
    const key = messageKey(message);
    if (!letters.has(key)) letters.set(key, message.body);
  }
  let stored = NONE_STORED;
  try {
    const existing = await existingIds(db, queue, [...letters.keys()]).all();
    for (const row of existing.results) letters.delete(idRowSchema.parse(row).id);
    const rejected = [...letters.values()].filter((body) => deadLetterReason(body) !== null);
    stored = { deadLettered: letters.size - rejected.length, rejected: rejected.length };
    if (letters.size > 0) {
      const entries = [...letters];
      const scopes = entries.map(([, body]) => messageScope(body));
      await db.batch([
        ...entries.map(([id, body], index) =>
          db
            .prepare(
              `INSERT OR IGNORE INTO dead_letters (queue, id, body, dead_lettered_at, session_hash)
               VALUES (?, ?, ?, ?, ?)`,
            )
            .bind(queue, id, JSON.stringify(body) ?? 'null', now, scopes[index] ?? ''),
        ),
        ...alsoWrite(stored),
      ]);
    }
  } catch (error) {
    console.warn(`Dead letters of ${queue} could not be stored; they are retried:`, error);
    retryWithBackoff(batch.messages);
    return NONE_STORED;
  }
  batch.ackAll();
  return stored;
}

/** Keys whose values name the lab session that sent a message: never shown to anyone. */
const SESSION_KEYS = new Set(['baggage', LAB_SESSION_HASH_KEY]);

/**
 * A body as shown: without its baggage, or a span's `lab.session.hash`, at any depth (a
 * telemetry message holds spans), since either names the session that sent it.
 */
function shownBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(shownBody);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([key]) => !SESSION_KEYS.has(key))
      .map(([key, value]) => [key, shownBody(value)]),
  );
}

/**
 * Whose letters: those of the lab session of a hash (`''`: those of no session), or
 * `EVERYONE`'s.
 */
export type LetterOwner = string | typeof EVERYONE;
export const EVERYONE = null;

/** Letters of the owner bound as ?3 (NULL: everyone's). */
const OF_SESSION = '(?3 IS NULL OR session_hash = ?3)';

function toDeadLetter(queue: QueueId, row: unknown) {
  const letter = letterRowSchema.parse(row);
  const body: unknown = shownBody(JSON.parse(letter.body));
  return {
    id: letter.id,
    queue,
    body,
    reason: deadLetterReason(body),
    deadLetteredAt: new Date(letter.dead_lettered_at).toISOString(),
  };
}

/**
 * The oldest DEAD_LETTER_LIST_LIMIT dead letters of a queue, and how many wait in all, of
 * `owner`.
 */
export async function listDeadLetters(
  db: D1Database,
  queue: QueueId,
  owner: LetterOwner = EVERYONE,
): Promise<DeadLetterList> {
  const [rows, total] = await db.batch([
    db
      .prepare(
        `SELECT id, body, dead_lettered_at FROM dead_letters WHERE queue = ?1 AND ${OF_SESSION}
         ORDER BY dead_lettered_at, id LIMIT ?2`,
      )
      .bind(queue, DEAD_LETTER_LIST_LIMIT, owner),
    db
      .prepare(`SELECT count(*) AS total FROM dead_letters WHERE queue = ?1 AND ${OF_SESSION}`)
      .bind(queue, null, owner),
  ]);
  return {
    items: (rows?.results ?? []).map((row) => toDeadLetter(queue, row)),
    total: totalRowSchema.parse(total?.results[0]).total,
  };
}

// Groups of letters small enough for one sendBatch each.
function sendGroups<T extends { body: string }>(letters: readonly T[]): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const letter of letters) {
    const size = letter.body.length + 100;
    if (
      current.length === MAX_MESSAGES_PER_SEND ||
      (current.length > 0 && bytes + size > MAX_SEND_BYTES)
    ) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(letter);
    bytes += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

export interface ReplayOptions {
  /** The letters to replay; every one waiting (up to DEAD_LETTER_LIST_LIMIT) when absent. */
  ids?: readonly string[] | undefined;
  /** Whose letters (the default: everyone's). */
  owner?: LetterOwner;
  /** Statements to run with the deletion of each group sent, given the group's size. */
  alsoWrite?: (replayed: number) => D1PreparedStatement[];
  /** Hears each group replayed, after its letters are gone from the table. */
  onReplayed?: (replayed: number) => void;
}

/**
 * Sends dead letters back to their queue, oldest first, with their bodies unchanged (the
 * consumers are idempotent by the body's id), and deletes each only once the queue took it.
 * Ids with no waiting letter are skipped. Answers how many were replayed; a failed send
 * throws after reporting the groups that made it.
 */
export async function replayDeadLetters(
  db: D1Database,
  queue: QueueId,
  target: Queue<unknown>,
  options: ReplayOptions = {},
): Promise<number> {
  const { ids, owner = EVERYONE, alsoWrite = () => [], onReplayed = () => undefined } = options;
  const select = ids
    ? db
        .prepare(
          `SELECT id, body, dead_lettered_at FROM dead_letters
           WHERE queue = ?1 AND ${OF_SESSION} AND id IN (SELECT value FROM json_each(?4))
           ORDER BY dead_lettered_at, id LIMIT ?2`,
        )
        .bind(queue, DEAD_LETTER_LIST_LIMIT, owner, JSON.stringify(ids))
    : db
        .prepare(
          `SELECT id, body, dead_lettered_at FROM dead_letters WHERE queue = ?1 AND ${OF_SESSION}
           ORDER BY dead_lettered_at, id LIMIT ?2`,
        )
        .bind(queue, DEAD_LETTER_LIST_LIMIT, owner);
  const letters = (await select.all()).results.map((row) => letterRowSchema.parse(row));
  let replayed = 0;
  for (const group of sendGroups(letters)) {
    await target.sendBatch(
      group.map((letter) => {
        const body: unknown = JSON.parse(letter.body);
        return { body, contentType: 'json' as const };
      }),
    );
    await db.batch([
      db
        .prepare(
          'DELETE FROM dead_letters WHERE queue = ? AND id IN (SELECT value FROM json_each(?))',
        )
        .bind(queue, JSON.stringify(group.map((letter) => letter.id))),
      ...alsoWrite(group.length),
    ]);
    replayed += group.length;
    onReplayed(group.length);
  }
  return replayed;
}
