// A bounded mixed load on loopback: searches, health checks, file listings and uploads at
// 10, 50 and 100 connections, each connection a client of its own (the gateway limits each
// client's writes and searches). Then, side by side in turns: a bare Worker in a runtime of
// its own, the gateway's own floor (a 404 it answers without a binding hop) and a
// common-word search, so that our throughput reads as a share of what the runtime can serve.
import autocannon from 'autocannon';
import { startBareWorker } from './bare-worker.mjs';
import { atLeast, atMost, below, figure, median, ratio } from './results.mjs';

export const LOAD = {
  registerSize: 200_000,
  levels: [10, 50, 100],
  seconds: 10,
  warmupSeconds: 2,
  floorConnections: 50,
  /** Rounds of the floor and the search, taken in turns (odd, for a median). */
  ceilingRounds: 3,
};

const BOUNDARY = 'bench-load-boundary';
const UPLOAD_BODY = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="userId"',
  '',
  'demo-user',
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="load.txt"',
  'Content-Type: text/plain',
  '',
  'load test line\n'.repeat(64),
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

// About one write in ten requests, as the dashboard's own pages send.
const MIX = [
  { method: 'GET', path: '/api/nzbn/search?q=kiwi&page=1&pageSize=10' },
  { method: 'GET', path: '/api/nzbn/search?q=harbour%20trust&page=1&pageSize=10' },
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/api/storage/files?page=1&pageSize=10' },
  { method: 'GET', path: '/api/nzbn/search?q=mo&page=2&pageSize=20' },
  { method: 'GET', path: '/services/users/health' },
  { method: 'GET', path: '/api/storage/files?page=1&pageSize=10&userId=demo-user' },
  { method: 'GET', path: '/api/nzbn/search?q=kauri&entityStatus=Registered' },
  { method: 'GET', path: '/api/users/demo-user' },
  {
    method: 'POST',
    path: '/api/storage/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: UPLOAD_BODY,
  },
];

let clients = 0;
/**
 * Gives each connection an address of its own (locally `wrangler dev` keeps the one named),
 * added to each request's own headers: autocannon's per-client headers would replace them.
 */
function asOwnClient(request) {
  return {
    ...request,
    setupRequest(req, context) {
      if (context.address === undefined) {
        clients += 1;
        context.address = `10.9.${(clients >> 8) & 255}.${clients & 255}`;
      }
      return { ...req, headers: { ...req.headers, 'cf-connecting-ip': context.address } };
    },
  };
}

async function load(url, connections, requests, seconds) {
  const options = { url, connections, duration: seconds, requests: requests.map(asOwnClient) };
  await autocannon({ ...options, duration: LOAD.warmupSeconds });
  const result = await autocannon(options);
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The mixed load at each level, then the bare Worker, the gateway's floor and a search in turns. */
export async function benchLoad(url) {
  const levels = [];
  for (const connections of LOAD.levels) {
    levels.push(await load(url, connections, MIX, LOAD.seconds));
  }
  // The three take turns and each figure is the median of its rounds, so that a moment when
  // the machine is busy with something else does not decide a ratio.
  const bare = await startBareWorker();
  const rounds = { bare: [], floors: [], searches: [] };
  try {
    for (let round = 0; round < LOAD.ceilingRounds; round += 1) {
      rounds.bare.push(await load(bare.url, LOAD.floorConnections, [BARE_REQUEST], LOAD.seconds));
      rounds.floors.push(await load(url, LOAD.floorConnections, [FLOOR_REQUEST], LOAD.seconds));
      rounds.searches.push(await load(url, LOAD.floorConnections, [SEARCH_REQUEST], LOAD.seconds));
    }
  } finally {
    await bare.stop();
  }
  const bareWorker = medianRound(rounds.bare);
  const floor = medianRound(rounds.floors);
  const search = medianRound(rounds.searches);
  return {
    levels,
    bareWorker,
    floor,
    search,
    ratio: search.requestsPerSecond / floor.requestsPerSecond,
  };
}

const BARE_REQUEST = { method: 'GET', path: '/' };
const FLOOR_REQUEST = { method: 'GET', path: '/api/no-such-api' };
const SEARCH_REQUEST = { method: 'GET', path: '/api/nzbn/search?q=kiwi' };

/** The round with the median requests/s (an odd number of rounds). */
const medianRound = (rounds) => median(rounds, (round) => round.requestsPerSecond);

export function printLoadFigures({ levels, bareWorker, floor, search, ratio }) {
  for (const level of levels) {
    const failed = level.errors + level.non2xx;
    console.log(
      `mixed load at ${level.connections} connections (${LOAD.seconds} s): ${level.requestsPerSecond} req/s, ` +
        `p50 ${level.p50} ms, p99 ${level.p99} ms, ${failed} failed (target 0 failed)`,
    );
  }
  console.log(
    `at ${LOAD.floorConnections} connections: a bare Worker ${bareWorker.requestsPerSecond} req/s; gateway-only 404 ${floor.requestsPerSecond} req/s; ` +
      `search for 'kiwi' ${search.requestsPerSecond} req/s (p50 ${search.p50} ms, p99 ${search.p99} ms), ` +
      `${Math.round(ratio * 100)} % of the floor (target at least 50 %, p99 < 250 ms; medians of ${LOAD.ceilingRounds} rounds each)`,
  );
}

/** The table's rows; the comparisons are ratios of medians measured in turns. */
export function loadFigures({ levels, bareWorker, floor, search }) {
  const at = `${LOAD.floorConnections} conn.`;
  return [
    ...levels.flatMap((level) => [
      figure(
        `Mixed load, ${level.connections} conn., throughput`,
        level.requestsPerSecond,
        'req/s',
      ),
      figure(`Mixed load, ${level.connections} conn., p99`, level.p99, 'ms'),
      figure(
        `Mixed load, ${level.connections} conn., failed requests`,
        level.errors + level.non2xx,
        'requests',
        atMost(0),
      ),
    ]),
    figure(`Bare Worker, ${at}`, bareWorker.requestsPerSecond, 'req/s'),
    figure(
      `Gateway floor ÷ bare Worker, req/s, ${at}`,
      ratio(floor.requestsPerSecond, bareWorker.requestsPerSecond),
      '×',
    ),
    figure(
      `Common-word search ÷ gateway floor, req/s, ${at}`,
      ratio(search.requestsPerSecond, floor.requestsPerSecond),
      '×',
      atLeast(0.5),
    ),
    figure(
      `Common-word search ÷ bare Worker, req/s, ${at}`,
      ratio(search.requestsPerSecond, bareWorker.requestsPerSecond),
      '×',
    ),
    figure(`Common-word search p99, ${at}`, search.p99, 'ms', below(250)),
  ];
}
