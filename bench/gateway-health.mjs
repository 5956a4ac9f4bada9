// Requests per second and latency of the gateway's health path under a fixed load on
// loopback. Each request fans out to the three services, which each query their bindings.
import autocannon from 'autocannon';

export const HEALTH_LOAD = { connections: 10, duration: 10, warmupSeconds: 2 };

export async function benchGatewayHealth(url) {
  const target = `${url}/health`;
  await autocannon({
    url: target,
    connections: HEALTH_LOAD.connections,
    duration: HEALTH_LOAD.warmupSeconds,
  });
  const result = await autocannon({
    url: target,
    connections: HEALTH_LOAD.connections,
    duration: HEALTH_LOAD.duration,
  });
  return {
    path: '/health',
    connections: HEALTH_LOAD.connections,
    seconds: HEALTH_LOAD.duration,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };
}
