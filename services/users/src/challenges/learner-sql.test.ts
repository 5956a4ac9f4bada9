// The SQL a learner's handler may run: what a challenge needs passes; what could stall the
// thread every database shares, or reach past the learner's own tables, is refused with why.
import { describe, expect, it } from 'vitest';
import { isWrite, refusedSql } from './learner-sql';

describe('a learner’s SQL', () => {
  it.each([
    'CREATE TABLE IF NOT EXISTS processed (event_id TEXT PRIMARY KEY)',
    'CREATE TABLE t (a INTEGER, b TEXT, PRIMARY KEY (a, b), UNIQUE (b))',
    'INSERT INTO processed (event_id) VALUES (?) ON CONFLICT DO NOTHING RETURNING event_id',
    'UPDATE scores SET points = points + ? WHERE player = ? AND changes() = 1',
    `INSERT INTO profiles (user_id, version) VALUES (?1, ?2)
     ON CONFLICT (user_id) DO UPDATE SET version = excluded.version WHERE excluded.version > profiles.version`,
    'SELECT account, COUNT(*) AS n, SUM(amount) FROM balances WHERE amount > 0 GROUP BY account LIMIT 10',
    "SELECT 'a, b FROM x, y' AS text FROM t -- a comment, with a comma",
    'INSERT INTO copy (a) SELECT a FROM t',
  ])('runs %s', (sql) => {
    expect(refusedSql(sql)).toBeUndefined();
  });

  it.each([
    [
      'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n',
      /RECURSIVE/,
    ],
    ['SELECT a.x FROM t a, t b, t c', /One table per statement/],
    ['SELECT * FROM t JOIN u ON t.id = u.id', /JOIN/],
    ['SELECT (SELECT COUNT(*) FROM t) FROM t', /subquery/],
    ['SELECT randomblob(1000000000)', /randomblob\(\) is not allowed/],
    ["SELECT printf('%.*c', 1000000000, 'x')", /printf\(\) is not allowed/],
    ['PRAGMA table_list', /PRAGMA/],
    ["ATTACH DATABASE 'x' AS y", /ATTACH/],
    ['DELETE FROM t; DROP TABLE u', /One statement at a time/],
    ["SELECT 'open", /quote/],
  ])('refuses %s', (sql, why) => {
    expect(refusedSql(sql)).toMatch(why);
  });

  it('tells a read from a write', () => {
    expect(isWrite('  select 1')).toBe(false);
    expect(isWrite('INSERT INTO t VALUES (1)')).toBe(true);
  });
});
