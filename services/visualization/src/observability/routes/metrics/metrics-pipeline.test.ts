// Known telemetry through the real queue consumer, read back through the metrics API.
import type { TelemetryEvent, TelemetryMessage } from '@repo/contracts/metrics';
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  SELF,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VisualizationBindings } from '../../../env';
import worker from '../../../index';

const handler: ExportedHandler<VisualizationBindings> = worker;
const BASE = 'https://visualization.test/api/metrics';

// All the known traffic falls in the minute starting at AT, half past the hour two hours ago.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const AT = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR + 30 * MINUTE;
// An hour around it: 60 one-minute buckets.
const RANGE = `start=${new Date(AT - 30 * MINUTE).toISOString()}&end=${new Date(AT + 30 * MINUTE).toISOString()}`;

const request = (
  durationMs: number,
  status = 200,
  extra: Partial<TelemetryEvent> = {},
): TelemetryEvent =>
  ({
    kind: 'request',
    service: 'storage',
    route: '/api/storage/files',
    method: 'GET',
    status,
    durationMs,
    at: AT + 1_000,
    ...extra,
  }) as TelemetryEvent;

const operation = (success: boolean, durationMs: number): TelemetryEvent => ({
  kind: 'operation',
  service: 'storage',
  operation: 'file.upload',
  durationMs,
  success,
  at: AT + 2_000,
});

// 100 storage requests taking 1..100 ms, the last 5 answered 500; 10 uploads, 1 failed.
const MESSAGES: TelemetryMessage[] = [
  ...Array.from({ length: 100 }, (_, i) => ({
    id: `request-${i}`,
    events: [request(i + 1, i >= 95 ? 500 : 200)],
  })),
  { id: 'uploads', events: Array.from({ length: 10 }, (_, i) => operation(i !== 0, 40 + i)) },
  {
    id: 'gateway',
    events: [1, 2, 3].map((register) =>
      request(20, 200, { service: 'gateway', route: '/api/*', visitor: { register, rank: 1 } }),
    ),
  },
];

let sequence = 0;
async function deliver(bodies: unknown[]) {
  const batch = createMessageBatch(
    'telemetry',
    bodies.map((body) => ({ id: `q${(sequence += 1)}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await handler.queue?.(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

async function get<T>(path: string): Promise<T> {
  const response = await SELF.fetch(`${BASE}/${path}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const sum = (series: { value: number }[]) =>
  series.reduce((total, point) => total + point.value, 0);

beforeAll(async () => {
  // Half in one batch, the rest in another, so stored sketches are merged with new ones.
  await deliver(MESSAGES.slice(0, 50));
  await deliver(MESSAGES.slice(50));
});

describe('telemetry consumer and metrics API', () => {
  it('counts every request and error in the right bucket', async () => {
    const query = `serviceId=storage&${RANGE}`;
    const { series } = await get<{ series: { timestamp: string; value: number }[] }>(
      `timeseries?metric=requestCount&${query}`,
    );
    expect(series).toHaveLength(60);
    expect(sum(series)).toBe(100);
    const bucket = series.find((point) => point.value > 0);
    expect(bucket).toEqual({ timestamp: new Date(AT).toISOString(), value: 100 });
    const errors = await get<{ series: { value: number }[] }>(
      `timeseries?metric=errorCount&${query}`,
    );
    expect(sum(errors.series)).toBe(5);
    const latency = await get<{ series: { timestamp: string; value: number }[] }>(
      `timeseries?metric=averageLatency&${query}`,
    );
    expect(latency.series.find((point) => point.timestamp === bucket?.timestamp)?.value).toBe(50.5);
  });

  it('answers p50, p95 and p99 within 1% from the merged sketches', async () => {
    const { points } = await get<{ points: Record<string, number | string | null>[] }>(
      `timeseries-quantiles?serviceId=storage&metric=latency&quantiles=p50,p95,p99&${RANGE}`,
    );
    const point = points.find((p) => p.timestamp === new Date(AT).toISOString());
    // Exact values at ranks 49, 94 and 98 of 1..100.
    expect(point?.p50).toBeCloseTo(50, -0.3);
    expect(Math.abs(Number(point?.p50) - 50) / 50).toBeLessThanOrEqual(0.01);
    expect(Math.abs(Number(point?.p95) - 95) / 95).toBeLessThanOrEqual(0.01);
    expect(Math.abs(Number(point?.p99) - 99) / 99).toBeLessThanOrEqual(0.01);
    expect(points.filter((p) => p.p50 !== null)).toHaveLength(1);
  });

  it('does not count a redelivered batch twice', async () => {
    const result = await deliver(MESSAGES.slice(0, 50));
    expect(result.explicitAcks.length + result.retryMessages.length).toBe(0);
    const { series } = await get<{ series: { value: number }[] }>(
      `timeseries?metric=requestCount&serviceId=storage&${RANGE}`,
    );
    expect(sum(series)).toBe(100);
  });

  it('reports operations with count, mean duration and success rate', async () => {
    const { items } = await get<{ items: unknown[] }>(`operations?${RANGE}`);
    expect(items).toEqual([
      { operationType: 'file.upload', count: 10, averageDuration: 44.5, successRate: 90 },
    ]);
  });

  it('reports each service over a range and the gateway quick stats with visitors', async () => {
    const { items } = await get<{
      items: { serviceName: string; errorRate: number; averageLatency: number }[];
    }>(`services?${RANGE}`);
    expect(items.find((item) => item.serviceName === 'storage')).toMatchObject({
      averageLatency: 50.5,
      errorRate: 5,
    });
    const summary = await get<{ current: unknown; previous: unknown }>(`summary?${RANGE}`);
    expect(summary.current).toEqual({
      totalRequests: 3,
      activeUsers: 3,
      averageResponseTime: 20,
      errorRate: 0,
    });
    expect(summary.previous).toMatchObject({ totalRequests: 0 });
  });

  it.each([
    ['15m', 15 * MINUTE, 30],
    ['1h', 60 * MINUTE, 60],
    ['24h', 24 * 60 * MINUTE, 96],
    ['7d', 7 * 24 * 60 * MINUTE, 168],
    ['5h', 5 * 60 * MINUTE, 60],
  ])('gives the %s range its point count', async (_, span, points) => {
    const end = new Date();
    const start = new Date(end.getTime() - span);
    const { series } = await get<{ series: { value: number }[] }>(
      `timeseries?serviceId=storage&metric=requestCount&start=${start.toISOString()}&end=${end.toISOString()}`,
    );
    expect(series).toHaveLength(points);
    // Minutes spread over half-minute buckets still add up.
    if (span >= 60 * MINUTE * 2) expect(sum(series)).toBe(100);
  });
});

describe('health probes', () => {
  it('marks a failing service as error and the others healthy', async () => {
    const ctx = createExecutionContext();
    await handler.scheduled?.(createScheduledController({ scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const range = `start=${new Date(Date.now() - 3_600_000).toISOString()}&end=${new Date(Date.now() + 1000).toISOString()}`;
    const { items } = await get<{
      items: { serviceName: string; status: string; uptime: number; message?: string }[];
    }>(`health?${range}`);
    expect(items.map(({ serviceName, status, uptime }) => [serviceName, status, uptime])).toEqual([
      ['storage', 'healthy', 100],
      ['users', 'error', 0],
      ['visualization', 'healthy', 100],
    ]);
    expect(items[1]?.message).toBe('database unavailable');
    const uptime = await get<{ items: unknown[] }>(`uptime?${range}`);
    expect(uptime.items).toEqual([
      { label: 'storage', value: 100 },
      { label: 'users', value: 0 },
      { label: 'visualization', value: 100 },
    ]);
  });
});

describe('metrics API validation', () => {
  const now = new Date().toISOString();
  it.each([
    [
      `timeseries?metric=requestCount&start=${now}&end=${now}`,
      'serviceId must be one of: gateway, storage, users, visualization',
    ],
    [
      `timeseries?serviceId=gateway&metric=bytes&start=${now}&end=${now}`,
      'metric must be one of: requestCount, errorCount, averageLatency',
    ],
    [
      'timeseries?serviceId=gateway&metric=requestCount&start=2026-02-01&end=2026-01-01',
      'start must not be after end',
    ],
    [
      'timeseries?serviceId=gateway&metric=requestCount&start=yesterday&end=2026-01-01',
      'start must be an ISO 8601 date or date-time',
    ],
    [
      'services?start=2025-01-01&end=2026-01-01',
      'The range from start to end must be at most 90 days',
    ],
    [
      `timeseries-quantiles?serviceId=gateway&metric=latency&quantiles=p42&start=${now}&end=${now}`,
      'quantiles must be a comma-separated list of: p50, p95, p99',
    ],
    [
      `timeseries-quantiles?serviceId=gateway&metric=count&start=${now}&end=${now}`,
      'metric must be latency',
    ],
    ['operations', 'start is required (an ISO 8601 date or date-time)'],
  ])('refuses %s with a 400 naming the parameter', async (path, message) => {
    const response = await SELF.fetch(`${BASE}/${path}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      message,
    );
  });
});
