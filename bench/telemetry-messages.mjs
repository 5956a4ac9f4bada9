// Telemetry queue messages for bench/telemetry.mjs, shaped like the middleware's and drawn
// from a seeded generator, so every run sends the same load.
import { normalFrom, seededRandom } from '@repo/telemetry/testing/seeded-random';
import { VISITOR_MAX_RANK, VISITOR_REGISTERS } from '@repo/telemetry/visitors';

const MINUTE_MS = 60_000;
// Live traffic arrives from the last few minutes, so a batch touches only a few rollup rows.
const RECENT_MS = 10 * MINUTE_MS;
// Latency: a long right tail around a median, as request timings have.
const REQUEST_MEDIAN_MS = 15;
const OPERATION_MEDIAN_MS = 8;
const LATENCY_SPREAD = 0.8;

const GATEWAY_ROUTES = [
  ['GET', '/api/storage/files'],
  ['GET', '/api/storage/files/:id'],
  ['POST', '/api/storage/upload'],
  ['GET', '/api/nzbn/search'],
  ['GET', '/api/metrics/summary'],
  ['GET', '/health'],
];
const STORAGE_ROUTES = [
  ['GET', '/api/storage/files'],
  ['GET', '/api/storage/files/:id'],
  ['POST', '/api/storage/upload'],
  ['DELETE', '/api/storage/files/:id'],
];
const OPERATIONS = [
  ['storage', 'file.upload'],
  ['storage', 'file.delete'],
  ['visualization', 'registry.search'],
  ['visualization', 'registry.analytics'],
];

/** The queue's batches: `size` messages at a time, in order. */
export function batchesOf(messages, size) {
  const batches = [];
  for (let start = 0; start < messages.length; start += size) {
    batches.push(messages.slice(start, start + size));
  }
  return batches;
}

export const eventCount = (messages) =>
  messages.reduce((sum, message) => sum + message.events.length, 0);

/** Message builders sharing one seeded generator and one sequence of unique ids. */
export function createLoad(seed, now = Date.now()) {
  const random = seededRandom(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const normal = () => normalFrom(random);
  const duration = (median) =>
    Math.round(median * Math.exp(LATENCY_SPREAD * normal()) * 1000) / 1000;
  const status = () => {
    const roll = random();
    return roll < 0.02 ? 500 : roll < 0.07 ? 404 : 200;
  };
  const recently = () => now - 1 - Math.floor(random() * RECENT_MS);
  let sequence = 0;
  const message = (events) => ({ id: `bench-${seed}-${(sequence += 1)}`, events });

  const request = (service, [method, route], at) => ({
    kind: 'request',
    service,
    route,
    method,
    status: status(),
    durationMs: duration(REQUEST_MEDIAN_MS),
    at,
  });
  // Ranks are geometric, as the position of the first 1 bit of a hash is.
  const visitor = () => ({
    register: Math.floor(random() * VISITOR_REGISTERS),
    rank: Math.min(VISITOR_MAX_RANK, 1 + Math.floor(-Math.log2(1 - random()))),
  });
  const operation = (at) => {
    const [service, name] = pick(OPERATIONS);
    return {
      kind: 'operation',
      service,
      operation: name,
      durationMs: duration(OPERATION_MEDIAN_MS),
      success: random() > 0.03,
      at,
    };
  };
  const gatewayRequest = (at) => ({
    ...request('gateway', pick(GATEWAY_ROUTES), at),
    visitor: visitor(),
  });

  return {
    /** One request as the gateway's middleware sends it: its event with a visitor mark and sometimes 1–2 operations. */
    requestMessage() {
      const at = recently();
      const operations = random() < 0.3 ? 1 + Math.floor(random() * 2) : 0;
      return message([
        gatewayRequest(at),
        ...Array.from({ length: operations }, () => operation(at)),
      ]);
    },
    /** A message of `count` requests and operations, as work reported in bulk arrives. */
    bulkMessage(count) {
      return message(
        Array.from({ length: count }, () => {
          const at = recently();
          return random() < 0.7 ? gatewayRequest(at) : operation(at);
        }),
      );
    },
    /** One storage request somewhere in the minute that starts at `minuteStart`. */
    storageMessage(minuteStart) {
      const at = minuteStart + Math.floor(random() * MINUTE_MS);
      return message([request('storage', pick(STORAGE_ROUTES), at)]);
    },
    /** An integer in [low, high]. */
    between: (low, high) => low + Math.floor(random() * (high - low + 1)),
  };
}
