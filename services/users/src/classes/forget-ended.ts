// What the cleanup run removes of classes (docs/classes.md#erased): a member whose lab session
// has ended, from the class's rows and its Durable Object; and a class past its end whose alarm
// did not erase it (the alarm is the way; this is the backstop).
import type { UsersBindings } from '../env';

const PER_RUN = 200;

export async function forgetEndedClassData(env: UsersBindings, now: Date): Promise<void> {
  const { results: gone } = await env.USERS_DB.prepare(
    `SELECT session_hash, class_code FROM class_members
     WHERE session_hash NOT IN (SELECT id_hash FROM lab_sessions) LIMIT ?1`,
  )
    .bind(PER_RUN)
    .all<{ session_hash: string; class_code: string }>();
  for (const member of gone) {
    const room = env.CLASS_ROOMS.get(env.CLASS_ROOMS.idFromName(member.class_code));
    await room.forget(member.session_hash);
    await env.USERS_DB.prepare('DELETE FROM class_members WHERE session_hash = ?1')
      .bind(member.session_hash)
      .run();
  }
  const { results: ended } = await env.USERS_DB.prepare(
    'SELECT code FROM classes WHERE ends_at <= ?1 LIMIT ?2',
  )
    .bind(now.toISOString(), PER_RUN)
    .all<{ code: string }>();
  for (const { code } of ended) {
    await env.CLASS_ROOMS.get(env.CLASS_ROOMS.idFromName(code)).end();
  }
}
