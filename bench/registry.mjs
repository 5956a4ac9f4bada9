// The register on 1,000,000 entities: search and analytics latency over HTTP through the
// gateway for a fixed mix of queries, and the speed-up of the search SQL over a plain
// LIKE '%q%' scan of the same data.
import { join } from 'node:path';
import { executeRegisterSql } from '../scripts/lib/local-d1.mjs';
import { ROOT } from '../scripts/lib/system.mjs';
import { atLeast, below, figure } from './results.mjs';

export const REGISTRY_BENCH = {
  size: 1_000_000,
  // Kept between runs (git-ignored): seeding a million entities takes a few minutes.
  dataDir: join(ROOT, '.data-bench'),
  rounds: 10,
};

export const SEARCHES = [
  ['common word', 'q=holdings'],
  ['common word', 'q=limited'],
  ['common word', 'q=auckland'],
  ['common word, filtered', 'q=trust&entityStatus=Removed'],
  ['common word, filtered', 'q=limited&entityType=Company&entityStatus=Registered'],
  ['rare word', 'q=apiaries'],
  ['rare word', 'q=k%C5%8Dwhai%20joinery'],
  ['prefix', 'q=hol'],
  ['prefix', 'q=man'],
  ['two words', 'q=smith%20family'],
  ['deep page', 'q=holdings&page=50&pageSize=100'],
  ['deep page', 'q=limited&page=100&pageSize=100'],
  ['no match', 'q=qwxzvb'],
];

const DAY = 86_400_000;
export function analyticsQueries(now) {
  const since = (ms) => new Date(now - ms).toISOString();
  const end = new Date(now).toISOString();
  return [
    ['registrations 15m', `registrations?start=${since(15 * 60_000)}&end=${end}`],
    ['registrations 24h', `registrations?start=${since(DAY)}&end=${end}`],
    ['registrations 7d', `registrations?start=${since(7 * DAY)}&end=${end}`],
    [
      'registrations 1y by month',
      `registrations?start=${since(365 * DAY)}&end=${end}&interval=month`,
    ],
    ['registrations 1900– by year', `registrations?start=1900-01-01&end=${end}&interval=year`],
    [
      'distribution by type 7d',
      `distribution?groupBy=entityType&start=${since(7 * DAY)}&end=${end}`,
    ],
    [
      'distribution by region 1y',
      `distribution?groupBy=region&start=${since(365 * DAY)}&end=${end}`,
    ],
  ];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeCalls(url, paths, rounds) {
  const all = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) {
      const start = performance.now();
      const response = await fetch(`${url}${path}`);
      await response.arrayBuffer();
      all.push(performance.now() - start);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
  }
  all.sort((a, b) => a - b);
  return {
    calls: all.length,
    p50: +percentile(all, 50).toFixed(1),
    p95: +percentile(all, 95).toFixed(1),
    max: +all.at(-1).toFixed(1),
  };
}

export async function benchRegistryHttp(system) {
  const sample = await (await fetch(`${system.url}/api/nzbn/search?q=holdings&pageSize=20`)).json();
  const lookups = sample.data.items.slice(0, 5).map((item) => `/api/nzbn/entities/${item.nzbn}`);
  const nzbnSearches = sample.data.items
    .slice(5, 10)
    .map((item) => `/api/nzbn/search?q=${item.nzbn}`);
  const searchPaths = [
    ...SEARCHES.map(([, query]) => `/api/nzbn/search?${query}`),
    ...lookups,
    ...nzbnSearches,
  ];
  const analyticsPaths = analyticsQueries(Date.now()).map(
    ([, query]) => `/api/nzbn/analytics/${query}`,
  );
  // Three untimed rounds first: a server that has been up a while is warm.
  await timeCalls(system.url, [...searchPaths, ...analyticsPaths], 3);
  return {
    search: await timeCalls(system.url, searchPaths, REGISTRY_BENCH.rounds),
    analytics: await timeCalls(system.url, analyticsPaths, REGISTRY_BENCH.rounds),
    mix: { searches: searchPaths.length, analytics: analyticsPaths.length },
  };
}

// D1 times each statement in whole milliseconds, from a fresh process whose first reads
// are cold: the statements run once untimed, then `runs` times, and the mean is taken.
async function timedSql(dataDir, statements, runs = 1) {
  const sql = Array.from({ length: runs + 1 }, () => statements.join('; ')).join('; ');
  const results = await executeRegisterSql(dataDir, sql).catch(async (error) => {
    // Once right after the system stopped, local D1 failed an internal assertion; a
    // second try a moment later has always succeeded.
    console.warn(`retrying after: ${error.message.slice(0, 120)}…`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return executeRegisterSql(dataDir, sql);
  });
  const timed = results.slice(statements.length);
  return {
    results: timed.slice(-statements.length).map((result) => result.results),
    ms: timed.reduce((sum, result) => sum + result.meta.duration, 0) / runs,
  };
}

const PREFIX_END = 'char(1114111)';
const COUNT_CAP = 10_001;
const PAGE = 10;
const COLUMNS = 'e.id, e.nzbn, e.name, e.entity_type, e.status, e.registered_at, e.region';

/**
 * The statements the search runs the first time it meets a one-word query, first page, no
 * filters (see services/visualization/src/register/lib/search/query-facts.ts and
 * find-page.ts): expand the word through the word list; count the starts-with tier and,
 * unless the word is known to be over the cap, the matches; read the page from the
 * starts-with tier and, if it is short, the rest. A repeated query runs only the page's.
 */
async function searchSqlMillis(dataDir, word) {
  const runs = 50;
  const lookup = await timedSql(
    dataDir,
    [
      `SELECT value FROM register_meta WHERE key = 'search_terms'`,
      `SELECT word, docs FROM search_terms WHERE word >= '${word}' AND word < '${word}' || ${PREFIX_END} ORDER BY docs DESC LIMIT 65`,
    ],
    runs,
  );
  const terms = lookup.results[1];
  const range = `e.name_key >= '${word}' AND e.name_key < '${word}' || ${PREFIX_END}`;
  const prefixCountSql = `SELECT count(*) AS n FROM (SELECT 1 FROM entities e WHERE ${range} LIMIT ${COUNT_CAP})`;
  if (terms.length === 0) return lookup.ms + (await timedSql(dataDir, [prefixCountSql], runs)).ms;
  const overCap = terms.some((term) => term.docs >= COUNT_CAP);
  const match = `name : (${terms.map((term) => `"${term.word}"`).join(' OR ')})`;
  const counts = await timedSql(
    dataDir,
    [
      prefixCountSql,
      ...(overCap
        ? []
        : [
            `SELECT count(*) FROM (SELECT 1 FROM entities_fts WHERE entities_fts MATCH '${match}' LIMIT ${COUNT_CAP})`,
          ]),
    ],
    runs,
  );
  const prefixCount = counts.results[0][0].n;
  const page = await timedSql(
    dataDir,
    [
      ...(prefixCount === 0
        ? []
        : [
            `SELECT ${COLUMNS} FROM entities e WHERE ${range} ORDER BY e.name_key, e.id LIMIT ${Math.min(PAGE, prefixCount)}`,
          ]),
      ...(prefixCount >= PAGE
        ? []
        : [
            `SELECT ${COLUMNS} FROM entities e WHERE e.id IN (SELECT rowid FROM entities_fts WHERE entities_fts MATCH '${match}' ` +
              `AND rowid NOT IN (SELECT e.id FROM entities e WHERE ${range}) ORDER BY rowid LIMIT ${PAGE - prefixCount}) ORDER BY e.id`,
          ]),
    ],
    runs,
  );
  return lookup.ms + counts.ms + page.ms;
}

/**
 * The search's own SQL against a plain LIKE '%q%' scan answering the same question (a
 * count capped at 10,001 and a first page of 10), timed by D1, per word and in all.
 */
export async function benchFtsVersusLike(dataDir) {
  const words = ['holdings', 'auckland', 'apiaries', 'joinery', 'qwxzvb'];
  const perWord = [];
  for (const word of words) {
    const ftsMs = await searchSqlMillis(dataDir, word);
    const like = await timedSql(
      dataDir,
      [
        `SELECT count(*) FROM (SELECT 1 FROM entities WHERE name LIKE '%${word}%' LIMIT ${COUNT_CAP})`,
        `SELECT ${COLUMNS} FROM entities e WHERE name LIKE '%${word}%' LIMIT ${PAGE}`,
      ],
      3,
    );
    perWord.push({ word, ftsMs, likeMs: like.ms });
  }
  const fts = perWord.reduce((sum, row) => sum + row.ftsMs, 0);
  const like = perWord.reduce((sum, row) => sum + row.likeMs, 0);
  return {
    perWord,
    ftsMs: +fts.toFixed(2),
    likeMs: +like.toFixed(1),
    speedUp: Math.round(like / Math.max(fts, 0.01)),
  };
}

/** The table's rows; the search SQL and the scan run side by side on the same data. */
export function registryFigures({ search, analytics }, versus) {
  return [
    figure('Register search via the gateway, 1M entities, p95', search.p95, 'ms', below(20)),
    figure('Register analytics via the gateway, 1M entities, p95', analytics.p95, 'ms', below(20)),
    figure("Search SQL against a LIKE '%q%' scan, speed-up", versus.speedUp, '×', atLeast(100)),
  ];
}
