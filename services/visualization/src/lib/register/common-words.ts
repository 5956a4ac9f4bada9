import { SEARCH_TOTAL_CAP } from '@repo/contracts/registry';

/** Statements that rebuild common_words from the full-text index (run once a register is complete). */
export function refreshCommonWords(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM common_words'),
    db
      .prepare(
        'INSERT INTO common_words (word, docs) SELECT term, doc FROM entities_vocab WHERE doc > ?',
      )
      .bind(SEARCH_TOTAL_CAP),
  ];
}

/** True when some indexed word starting with `word` is in more names than the count cap. */
export async function wordExceedsCap(db: D1Database, word: string, end: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS yes FROM common_words WHERE word >= ? AND word < ? LIMIT 1')
    .bind(word, end)
    .first<{ yes: number }>();
  return row !== null;
}
