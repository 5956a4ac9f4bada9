import { healthResponseSchema } from '@repo/contracts/health';
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('storage health', () => {
  it('reports healthy with passing D1 and R2 checks', async () => {
    const response = await SELF.fetch('https://storage.test/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ service: 'storage', status: 'healthy' });
    expect(body.checks.d1?.status).toBe('healthy');
    expect(body.checks.r2?.status).toBe('healthy');
  });

  it('answers 503 with a message naming the failing binding', async () => {
    const brokenBucket = {
      head: () => Promise.reject(new Error('bucket unreachable')),
    } as unknown as R2Bucket;
    const response = await buildApp().request('/health', {}, { ...env, FILES: brokenBucket });
    expect(response.status).toBe(503);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe('error');
    expect(body.checks.d1?.status).toBe('healthy');
    expect(body.checks.r2).toMatchObject({ status: 'error', message: 'bucket unreachable' });
    expect(body.message).toBe('r2: bucket unreachable');
  });

  it('answers an unknown path with a 404 in the envelope', async () => {
    const response = await SELF.fetch('https://storage.test/api/storage/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'Not found: GET /api/storage/nope' },
    });
  });
});
