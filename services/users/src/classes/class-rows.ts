// The users database's record of classes (docs/classes.md): which classes exist until they end,
// and which session (by its hash) belongs to which. The members' progress is the class's
// Durable Object's.
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  REJOIN_CODE_LENGTH,
  type ClassInfo,
} from '@repo/contracts/classes';

/** Random letters of the codes' alphabet (crypto; a byte past the last whole round is drawn again, so none is likelier). */
function randomCode(length: number): string {
  const letters = CLASS_CODE_ALPHABET.length;
  const rounds = Math.floor(256 / letters) * letters;
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < rounds && code.length < length) code += CLASS_CODE_ALPHABET[byte % letters];
    }
  }
  return code;
}

export const newClassCode = () => randomCode(CLASS_CODE_LENGTH);
export const newRejoinCode = () => randomCode(REJOIN_CODE_LENGTH);

/** What is kept of a rejoin code: its SHA-256, so the class's storage cannot be read for it. */
export async function rejoinHashOf(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Records a class under a fresh code; a code in use is drawn again. */
export async function insertClass(
  db: D1Database,
  name: string,
  endsAt: string,
  now: string,
): Promise<ClassInfo> {
  for (;;) {
    const code = newClassCode();
    const { meta } = await db
      .prepare(
        'INSERT OR IGNORE INTO classes (code, name, created_at, ends_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(code, name, now, endsAt)
      .run();
    if (meta.changes === 1) return { code, name, endsAt };
  }
}

/** The class with this code, unless it has ended. */
export async function findClass(
  db: D1Database,
  code: string,
  now = new Date(),
): Promise<ClassInfo | undefined> {
  const row = await db
    .prepare('SELECT code, name, ends_at FROM classes WHERE code = ?1 AND ends_at > ?2')
    .bind(code, now.toISOString())
    .first<{ code: string; name: string; ends_at: string }>();
  return row ? { code: row.code, name: row.name, endsAt: row.ends_at } : undefined;
}

/**
 * Makes the session a member of the class: false when it belongs to a class already (a session
 * joins one).
 */
export async function insertMember(
  db: D1Database,
  hash: string,
  code: string,
  learnerId: string,
): Promise<boolean> {
  const { meta } = await db
    .prepare(
      'INSERT OR IGNORE INTO class_members (session_hash, class_code, learner_id) VALUES (?1, ?2, ?3)',
    )
    .bind(hash, code, learnerId)
    .run();
  return meta.changes === 1;
}

export const setMemberLearner = (db: D1Database, hash: string, learnerId: string) =>
  db
    .prepare('UPDATE class_members SET learner_id = ?2 WHERE session_hash = ?1')
    .bind(hash, learnerId)
    .run();

export const deleteMember = (db: D1Database, hash: string) =>
  db.prepare('DELETE FROM class_members WHERE session_hash = ?1').bind(hash).run();

/** The code of the (live) class this session belongs to. */
export async function classOfSession(db: D1Database, hash: string): Promise<string | undefined> {
  const row = await db
    .prepare(
      `SELECT class_code FROM class_members JOIN classes ON classes.code = class_members.class_code
       WHERE session_hash = ?1 AND classes.ends_at > ?2`,
    )
    .bind(hash, new Date().toISOString())
    .first<{ class_code: string }>();
  return row?.class_code;
}

/** Erases the class's rows: the class and its members. */
export async function forgetClassRows(db: D1Database, code: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM class_members WHERE class_code = ?1').bind(code),
    db.prepare('DELETE FROM classes WHERE code = ?1').bind(code),
  ]);
}
