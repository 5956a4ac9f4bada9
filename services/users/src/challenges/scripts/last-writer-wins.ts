// Challenge 2: last writer wins under reordering. Profile updates carry a version; the queue
// hands them out of order, one profile is deleted (a tombstone, a version too) before an older
// update of it arrives, and one first version is held back until after its successor (a
// `delay`). Each profile must end as its highest version left it.
import {
  messageId,
  unsettled,
  type ChallengeScript,
  type Row,
  type RunRecord,
} from '../challenge-script';

/** How long the nemesis holds one message back after it arrives. */
export const DELAY_MS = 2_000;

type Update = { userId: string; version: number; colour: string | null; deleted: boolean };

const UPDATES: Update[] = [
  { userId: 'u-1', version: 1, colour: 'red', deleted: false },
  { userId: 'u-2', version: 1, colour: 'teal', deleted: false },
  { userId: 'u-3', version: 1, colour: 'gold', deleted: false },
  { userId: 'u-1', version: 2, colour: 'blue', deleted: false },
  { userId: 'u-2', version: 2, colour: 'plum', deleted: false },
  { userId: 'u-1', version: 3, colour: 'green', deleted: false },
  { userId: 'u-2', version: 3, colour: null, deleted: true },
  { userId: 'u-3', version: 2, colour: 'navy', deleted: false },
];

/** The last write of each user, by version. */
function latest(updates: readonly Update[]): Map<string, Update> {
  const last = new Map<string, Update>();
  for (const update of updates) {
    const known = last.get(update.userId);
    if (!known || update.version > known.version) last.set(update.userId, update);
  }
  return last;
}

const shown = (update: Update) =>
  update.deleted
    ? `deleted it (version ${update.version})`
    : `wrote '${update.colour}' (version ${update.version})`;

function check(run: RunRecord): string | undefined {
  const updates = run.messages.map(({ body }) => body as unknown as Update);
  const rows = new Map((run.tables.profiles ?? []).map((row: Row) => [String(row.user_id), row]));
  for (const [userId, last] of latest(updates)) {
    const row = rows.get(userId);
    const deleted = row === undefined || Number(row.deleted) === 1;
    if (last.deleted && deleted) continue;
    if (!last.deleted && !deleted && row?.colour === last.colour) continue;
    const lastId = messageId(updates.indexOf(last) + 1);
    const now = deleted ? 'has no profile' : `ends '${String(row?.colour)}'`;
    const older = updates.find(
      (update) =>
        update.userId === userId &&
        update.version < last.version &&
        !deleted &&
        update.colour === row?.colour,
    );
    const cause = older
      ? `: version ${older.version} (${messageId(updates.indexOf(older) + 1)}) was applied after it`
      : '';
    return `user ${userId} ${now}, but the last write is ${lastId}, which ${shown(last)}${cause}`;
  }
  return unsettled(run);
}

export const lastWriterWins: ChallengeScript = {
  challenge: {
    id: 'last-writer-wins',
    title: 'Keep the newest write when messages come out of order',
    property:
      'Each profile ends as its highest version left it; a delete is a version too (a tombstone), and an older update that arrives after it does not bring the profile back.',
    nemesis: ['reorder', 'delay'],
  },
  setup: [
    'CREATE TABLE profiles (user_id TEXT PRIMARY KEY, version INTEGER NOT NULL, colour TEXT, deleted INTEGER NOT NULL DEFAULT 0)',
  ],
  messages: UPDATES,
  // Newest first where it matters: m-6 (u-1 v3) before m-4 (u-1 v2), m-7 (u-2's delete) before
  // m-5 (u-2 v2); and m-3 (u-3 v1) is held back for 2 s, so it arrives after m-8 (u-3 v2).
  nemesis: { order: [2, 3, 6, 7, 1, 8, 4, 5], delayed: [3], delayMs: DELAY_MS },
  reads: { profiles: 'SELECT user_id, version, colour, deleted FROM profiles' },
  check,
};
