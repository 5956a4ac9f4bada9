// The live telemetry pipeline in the running system: traffic through the gateway reaches
// the metrics API through the telemetry queue, as `npm start` runs it.
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const HOUR = 3_600_000;

const range = (span = HOUR) =>
  `start=${new Date(Date.now() - span).toISOString()}&end=${new Date(Date.now() + 60_000).toISOString()}`;

async function data<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function uploadText(text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'telemetry.txt', { type: 'text/plain' }));
  form.set('userId', 'demo-user');
  const response = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
}

describe('live telemetry through the gateway', () => {
  it('reports uploads, searches and consumed events as operations', async () => {
    await uploadText('first');
    await uploadText('second');
    for (const q of ['harbour', 'kauri']) {
      expect((await fetch(`${baseUrl}/api/nzbn/search?q=${q}`)).status).toBe(200);
    }
    await expect
      .poll(
        async () => {
          const { items } = await data<{ items: { operationType: string; count: number }[] }>(
            `/api/metrics/operations?${range()}`,
          );
          return Object.fromEntries(items.map((item) => [item.operationType, item.count]));
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatchObject({
        'file.upload': expect.any(Number) as number,
        'registry.search': expect.any(Number) as number,
        'events.consume': expect.any(Number) as number,
      });
  });

  it('counts the gateway requests and their visitors in the quick stats', async () => {
    await expect
      .poll(
        async () =>
          (
            await data<{ current: { totalRequests: number; activeUsers: number } }>(
              `/api/metrics/summary?${range(24 * HOUR)}`,
            )
          ).current,
        { timeout: 20_000, interval: 500 },
      )
      .toMatchObject({
        totalRequests: expect.any(Number) as number,
        // Node's fetch here, and Chromium in the browser tests: a visitor per browser.
        activeUsers: expect.toSatisfy((n: number) => n >= 1) as number,
      });
  });

  it('probes every service and reports it healthy with its uptime', async () => {
    await expect
      .poll(
        async () =>
          (
            await data<{ items: { serviceName: string; status: string; uptime: number }[] }>(
              `/api/metrics/health?${range()}`,
            )
          ).items.map(({ serviceName, status, uptime }) => `${serviceName} ${status} ${uptime}`),
        { timeout: 20_000, interval: 500 },
      )
      .toEqual(['storage healthy 100', 'users healthy 100', 'visualization healthy 100']);
  });

  it('draws the request series of the visualization service with the 1h point count', async () => {
    const { series } = await data<{ series: { value: number }[] }>(
      `/api/metrics/timeseries?serviceId=visualization&metric=requestCount&start=${new Date(Date.now() - HOUR).toISOString()}&end=${new Date().toISOString()}`,
    );
    expect(series).toHaveLength(60);
    expect(series.reduce((sum, point) => sum + point.value, 0)).toBeGreaterThan(0);
  });

  it('names the services with the same ids in /health, the metrics API and the probes', async () => {
    const health = (await (await fetch(`${baseUrl}/health`)).json()) as {
      checks: Record<string, unknown>;
    };
    const { items } = await data<{ items: { serviceName: string }[] }>(
      `/api/metrics/services?${range()}`,
    );
    const reported = items.map((item) => item.serviceName);
    expect(reported).toEqual(['gateway', ...Object.keys(health.checks)]);
    const probed = await data<{ items: { serviceName: string }[] }>(
      `/api/metrics/health?${range()}`,
    );
    expect(probed.items.map((item) => item.serviceName)).toEqual(Object.keys(health.checks));
  });
});
