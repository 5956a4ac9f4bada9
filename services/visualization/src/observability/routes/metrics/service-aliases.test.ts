// The seed's service names (docs/telemetry.md#the-metrics-api): every metrics call that takes a
// service reads an alias as the service's id and answers with the id.
import { SERVICE_ALIASES } from '@repo/contracts/services';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import { createExecutionContext, createMessageBatch, env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VisualizationBindings } from '../../../env';
import worker from '../../../index';

const handler: ExportedHandler<VisualizationBindings> = worker;
const BASE = 'https://visualization.test/api/metrics';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Known traffic in the minute at AT, three hours ago, so no other test's traffic is near it.
const AT = Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR + 10 * MINUTE;
const RANGE = `start=${new Date(AT - 30 * MINUTE).toISOString()}&end=${new Date(AT + 30 * MINUTE).toISOString()}`;

/** How many requests each service served at AT: a different count for each. */
const REQUESTS = { storage: 3, users: 5, visualization: 7 } as const;

const ENDPOINTS = [
  { path: 'timeseries', query: 'metric=requestCount' },
  { path: 'timeseries-quantiles', query: 'metric=latency&quantiles=p50' },
] as const;

const ALIASES = Object.entries(SERVICE_ALIASES);

beforeAll(async () => {
  const messages: TelemetryMessage[] = Object.entries(REQUESTS).map(([service, count]) => ({
    id: `alias-${service}`,
    events: Array.from({ length: count }, () => ({
      kind: 'request' as const,
      service: service as keyof typeof REQUESTS,
      route: '/health',
      method: 'GET',
      status: 200,
      durationMs: 10 * count,
      at: AT + 1_000,
    })),
  }));
  const batch = createMessageBatch(
    'telemetry',
    messages.map((body, i) => ({ id: `alias-q${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  await handler.queue?.(batch, env, createExecutionContext());
});

async function get(path: string) {
  const response = await SELF.fetch(`${BASE}/${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('service aliases in the metrics API', () => {
  it.each(ALIASES)('reads %s as %s in the request counts', async (alias, id) => {
    const { status, body } = await get(
      `timeseries?serviceId=${alias}&metric=requestCount&${RANGE}`,
    );
    expect(status).toBe(200);
    const data = body.data as { serviceId: string; series: { value: number }[] };
    expect(data.serviceId).toBe(id);
    const total = data.series.reduce((sum, point) => sum + point.value, 0);
    expect(total).toBe(REQUESTS[id]);
  });

  it.each(ALIASES)('reads %s as %s in the latency quantiles', async (alias, id) => {
    const { status, body } = await get(
      `timeseries-quantiles?serviceId=${alias}&metric=latency&quantiles=p50&${RANGE}`,
    );
    expect(status).toBe(200);
    const data = body.data as { serviceId: string; points: { p50?: number | null }[] };
    expect(data.serviceId).toBe(id);
    // Every request of the service took 10 × its count ms; the sketch answers within about 1%.
    const p50 = data.points.find((point) => point.p50 != null)?.p50 ?? 0;
    expect(Math.abs(p50 - 10 * REQUESTS[id])).toBeLessThanOrEqual(0.02 * 10 * REQUESTS[id]);
  });

  it.each(ENDPOINTS)('answers $path by an id with that id', async ({ path, query }) => {
    const { status, body } = await get(`${path}?serviceId=gateway&${query}&${RANGE}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ serviceId: 'gateway' });
  });

  it.each(ENDPOINTS)(
    'refuses an unknown name in $path, listing the ids and the aliases',
    async ({ path, query }) => {
      const { status, body } = await get(`${path}?serviceId=search-service&${query}&${RANGE}`);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error: {
          message:
            'serviceId must be one of: gateway, storage, users, visualization (or the aliases storage-service, user-service, visualization-service)',
        },
      });
    },
  );

  it('does not take an inherited property name for an alias', async () => {
    const { status } = await get(`timeseries?serviceId=constructor&metric=requestCount&${RANGE}`);
    expect(status).toBe(400);
  });
});
