/** The tables of a D1 database, without SQLite's, D1's and FTS5's internal ones. */
export async function tableNames(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY name`,
    )
    .all<{ name: string }>();
  return results.map((row) => row.name);
}
