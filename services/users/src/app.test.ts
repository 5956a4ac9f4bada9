import { healthResponseSchema } from '@repo/contracts/health';
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('users health', () => {
  it('reports healthy after a real D1 select 1', async () => {
    const response = await SELF.fetch('https://users.test/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ service: 'users', status: 'healthy', version: '0.1.0' });
    expect(body.checks.d1?.status).toBe('healthy');
  });

  it('answers 503 with the reason when D1 is missing', async () => {
    const { USERS_DB: _missing, ...withoutDb } = env;
    const response = await buildApp().request('/health', {}, withoutDb);
    expect(response.status).toBe(503);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe('error');
    expect(body.message).toBe('d1: D1 binding is not configured');
  });

  it('keeps the seeded demo user', async () => {
    const row = await env.USERS_DB.prepare('select id, name from users where id = ?')
      .bind('demo-user')
      .first();
    expect(row).toEqual({ id: 'demo-user', name: 'Demo Learner' });
  });
});
