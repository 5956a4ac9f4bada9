// Requests per second and latency of the gateway's health path under a fixed load on
// loopback. Each request fans out to the three services, which each query their bindings.
import autocannon from 'autocannon';

/** Rounds of `duration` seconds after one warm-up; the figures are the median round's. */
export const HEALTH_LOAD = { connections: 10, duration: 10, warmupSeconds: 2, rounds: 3 };

export async function benchGatewayHealth(url) {
  const target = `${url}/health`;
  await autocannon({
    url: target,
    connections: HEALTH_LOAD.connections,
    duration: HEALTH_LOAD.warmupSeconds,
  });
  const results = [];
  for (let round = 0; round < HEALTH_LOAD.rounds; round += 1) {
    results.push(
      await autocannon({
        url: target,
        connections: HEALTH_LOAD.connections,
        duration: HEALTH_LOAD.duration,
      }),
    );
  }
  results.sort((a, b) => a.requests.average - b.requests.average);
  const result = results[Math.floor(results.length / 2)];
  return {
    path: '/health',
    connections: HEALTH_LOAD.connections,
    seconds: HEALTH_LOAD.duration,
    rounds: HEALTH_LOAD.rounds,
    requests: result.requests.total,
    // Any failure in any round counts.
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
}
