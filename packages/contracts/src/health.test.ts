import { describe, expect, it } from 'vitest';
import { healthResponseSchema, serviceIdSchema } from './health';

describe('the health response', () => {
  it('accepts a failing service with its message', () => {
    const body = {
      service: 'storage',
      status: 'error',
      version: '0.1.0',
      uptimeSeconds: 12,
      checks: { r2: { status: 'error', latencyMs: 3, message: 'bucket unreachable' } },
      message: 'r2: bucket unreachable',
    };
    expect(healthResponseSchema.parse(body)).toEqual(body);
  });

  it('rejects a status outside healthy and error', () => {
    const body = { service: 'x', status: 'degraded', version: '1', uptimeSeconds: 0, checks: {} };
    expect(healthResponseSchema.safeParse(body).success).toBe(false);
  });

  it('knows exactly the three services', () => {
    expect(serviceIdSchema.options).toEqual(['storage', 'users', 'visualization']);
  });
});
