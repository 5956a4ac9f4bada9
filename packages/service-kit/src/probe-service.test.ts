import type { HealthResponse } from '@repo/contracts/health';
import { describe, expect, it } from 'vitest';
import { probeService, worstStatus, type ServiceFetcher } from './probe-service';

const report = (status: HealthResponse['status'], message?: string): HealthResponse => ({
  service: 'users',
  status,
  version: '0.1.0',
  uptimeSeconds: 5,
  checks: { d1: { status, latencyMs: 1 } },
  ...(message === undefined ? {} : { message }),
});

const answering =
  (body: unknown, status = 200, delayMs = 0): ServiceFetcher =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return Response.json(body, { status });
  };

describe('probing a service', () => {
  it('finds a service that answers in time healthy, and keeps its answer', async () => {
    const probe = await probeService('users', answering(report('healthy')));
    expect(probe).toMatchObject({ service: 'users', status: 'healthy', body: report('healthy') });
    expect(probe.message).toBeUndefined();
  });

  it('finds a failing check an error, with the service’s own message', async () => {
    const probe = await probeService('users', answering(report('error', 'd1: gone'), 503));
    expect(probe).toMatchObject({ status: 'error', message: 'd1: gone' });
  });

  it('finds a slow but working service degraded, saying how slow', async () => {
    const probe = await probeService('users', answering(report('healthy'), 200, 1_100));
    expect(probe.status).toBe('degraded');
    expect(probe.message).toMatch(/^Answered in \d+ ms$/);
  });

  it('finds a service that does not answer an error, naming it and the reason', async () => {
    const probe = await probeService('storage', () => Promise.reject(new Error('no such binding')));
    expect(probe).toMatchObject({
      status: 'error',
      message: 'The storage service did not answer its health check: no such binding',
      body: { service: 'storage', status: 'error' },
    });
  });

  it('finds an answer that is not a health report an error', async () => {
    const probe = await probeService(
      'users',
      async () => new Response('<h1>502</h1>', { status: 502 }),
    );
    expect(probe.message).toBe(
      'The users service did not answer its health check: answered 502 without a health report',
    );
  });
});

describe('the status of a whole', () => {
  it('is its worst part', () => {
    expect(worstStatus(['healthy', 'healthy'])).toBe('healthy');
    expect(worstStatus(['healthy', 'degraded'])).toBe('degraded');
    expect(worstStatus(['degraded', 'error', 'healthy'])).toBe('error');
  });
});
