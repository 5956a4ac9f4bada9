// The register on 1,000,000 entities: search and analytics latency over HTTP through the
// gateway for a fixed mix of queries, and the speed-up of the search SQL over a plain
// LIKE '%q%' scan of the same data.
import { join } from 'node:path';
import { executeVisualizationSql } from '../scripts/lib/local-d1.mjs';
import { ROOT } from '../scripts/lib/system.mjs';

export const REGISTRY_BENCH = {
  size: 1_000_000,
  // Kept between runs (git-ignored): seeding a million entities takes a few minutes.
  dataDir: join(ROOT, '.data-bench'),
  rounds: 10,
};

const SEARCHES = [
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
function analyticsQueries(now) {
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
  // One untimed round first, as any server would be warm.
  await timeCalls(system.url, [...searchPaths, ...analyticsPaths], 1);
  return {
    search: await timeCalls(system.url, searchPaths, REGISTRY_BENCH.rounds),
    analytics: await timeCalls(system.url, analyticsPaths, REGISTRY_BENCH.rounds),
    mix: { searches: searchPaths.length, analytics: analyticsPaths.length },
  };
}

async function sqlMillis(dataDir, sql) {
  const results = await executeVisualizationSql(dataDir, sql);
  return results.reduce((sum, result) => sum + result.meta.duration, 0);
}

/**
 * The search's own SQL against a LIKE '%q%' scan answering the same question (the first
 * page and a count capped at 10,001), timed by D1 itself, per word and in all.
 */
export async function benchFtsVersusLike(dataDir) {
  const words = ['holdings', 'auckland', 'apiaries', 'joinery', 'qwxzvb'];
  const perWord = [];
  for (const word of words) {
    const ftsMs = await sqlMillis(
      dataDir,
      `SELECT count(*) FROM (SELECT 1 FROM entities_fts WHERE entities_fts MATCH '"${word}"*' LIMIT 10001); ` +
        `SELECT e.nzbn, e.name FROM entities_fts f JOIN entities e ON e.id = f.rowid WHERE entities_fts MATCH '"${word}"*' LIMIT 10;`,
    );
    const likeMs = await sqlMillis(
      dataDir,
      `SELECT count(*) FROM (SELECT 1 FROM entities WHERE name LIKE '%${word}%' LIMIT 10001); ` +
        `SELECT nzbn, name FROM entities WHERE name LIKE '%${word}%' LIMIT 10;`,
    );
    perWord.push({ word, ftsMs, likeMs });
  }
  const fts = perWord.reduce((sum, row) => sum + row.ftsMs, 0);
  const like = perWord.reduce((sum, row) => sum + row.likeMs, 0);
  return {
    perWord,
    ftsMs: +fts.toFixed(1),
    likeMs: +like.toFixed(1),
    speedUp: Math.round(like / Math.max(fts, 0.1)),
  };
}
