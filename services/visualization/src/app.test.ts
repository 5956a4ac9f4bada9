import { healthResponseSchema } from '@repo/contracts/health';
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('visualization health', () => {
  it('reports healthy after a real D1 select 1', async () => {
    const response = await SELF.fetch('https://visualization.test/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ service: 'visualization', status: 'healthy' });
    expect(body.checks.d1?.status).toBe('healthy');
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when the database fails', async () => {
    const failingDb = {
      prepare: () => {
        throw new Error('D1_ERROR: database is locked');
      },
    } as unknown as D1Database;
    const response = await buildApp().request('/health', {}, { ...env, REGISTER_DB: failingDb });
    expect(response.status).toBe(503);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.checks.d1).toMatchObject({
      status: 'error',
      message: 'D1_ERROR: database is locked',
    });
  });

  it('answers unknown API paths with a 404 in the envelope', async () => {
    const response = await SELF.fetch('https://visualization.test/api/metrics/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'Not found: GET /api/metrics/unknown' },
    });
  });
});
