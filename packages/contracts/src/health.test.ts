import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from './health';
import { SERVICE_IDS, WORKER_IDS } from './services';

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

  it('rejects a status outside healthy, degraded and error', () => {
    const body = { service: 'users', status: 'ok', version: '1', uptimeSeconds: 0, checks: {} };
    expect(healthResponseSchema.safeParse(body).success).toBe(false);
  });

  it('rejects a service that is not one of the workers', () => {
    const body = {
      service: 'storage-service',
      status: 'healthy',
      version: '1',
      uptimeSeconds: 0,
      checks: {},
    };
    expect(healthResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('the service ids', () => {
  it('are the three services, and the gateway besides them among the workers', () => {
    expect(SERVICE_IDS).toEqual(['storage', 'users', 'visualization']);
    expect(WORKER_IDS).toEqual(['gateway', 'storage', 'users', 'visualization']);
  });
});
