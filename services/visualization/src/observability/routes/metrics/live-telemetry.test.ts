// Real requests: the middleware sends their telemetry to the queue after responding, the
// queue delivers it to this worker's consumer, and the metrics API reports it.
import { SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';

const range = () =>
  `start=${new Date(Date.now() - 3_600_000).toISOString()}&end=${new Date(Date.now() + 60_000).toISOString()}`;

async function operations() {
  const response = await SELF.fetch(`https://visualization.test/api/metrics/operations?${range()}`);
  return (
    (await response.json()) as { data: { items: { operationType: string; count: number }[] } }
  ).data.items;
}

describe('live telemetry', () => {
  it('reports searches as registry.search operations once the queue has delivered them', async () => {
    for (const q of ['harbour', 'kauri', 'tui']) {
      const response = await SELF.fetch(`https://visualization.test/api/nzbn/search?q=${q}`);
      expect(response.status).toBe(200);
    }
    await vi.waitFor(
      async () => {
        expect(await operations()).toContainEqual(
          expect.objectContaining({ operationType: 'registry.search', count: 3 }),
        );
      },
      { timeout: 15_000, interval: 250 },
    );
  });
});
