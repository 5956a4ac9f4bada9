// The lab's fault switches as one service keeps and applies them, on workerd with the users
// worker's own D1 and its real file-events queue (the other services share the same code).
import { labFaultMessage, type Fault } from '@repo/contracts/lab-faults';
import { faultSwitches } from '@repo/service-kit/testing/lab-faults';
import { deliverMessages } from '@repo/service-kit/testing/queue-batches';
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { fileEvent } from '../test/queue-fixtures';
import worker from './index';

const BASE = 'https://users.test';
const switches = faultSwitches(BASE);

function startFault(body: unknown) {
  return SELF.fetch(`${BASE}/api/lab/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function activeFaults(): Promise<Fault[]> {
  const response = await SELF.fetch(`${BASE}/api/lab/faults`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { items: Fault[] } }).data.items;
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

async function fileCount(): Promise<number> {
  const response = await SELF.fetch(`${BASE}/api/users/demo-user`);
  return ((await response.json()) as { data: { usage: { fileCount: number } } }).data.usage
    .fileCount;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(switches.clearAll);

describe('fault switches on a service', () => {
  it('fails every request, health included, with a message naming the fault, until cleared', async () => {
    const fault = await switches.start({
      target: 'users',
      type: 'errors',
      value: 1,
      durationSeconds: 60,
    });
    expect(fault).toMatchObject({ target: 'users', type: 'errors', value: 1, durationSeconds: 60 });
    expect(Date.parse(fault.expiresAt) - Date.parse(fault.createdAt)).toBe(60_000);

    const user = await SELF.fetch(`${BASE}/api/users/demo-user`);
    expect(user.status).toBe(503);
    expect(await errorOf(user)).toBe(labFaultMessage('users'));
    const health = await SELF.fetch(`${BASE}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      service: 'users',
      status: 'error',
      message: labFaultMessage('users'),
    });

    expect(await activeFaults()).toEqual([fault]);
    const cleared = await SELF.fetch(`${BASE}/api/lab/faults/${fault.id}`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ success: true, data: { id: fault.id } });
    expect((await SELF.fetch(`${BASE}/health`)).status).toBe(200);
    expect(await activeFaults()).toEqual([]);
  });

  it('fails about the chosen share of requests', async () => {
    await switches.start({ target: 'users', type: 'errors', value: 0.5, durationSeconds: 60 });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async () => (await SELF.fetch(`${BASE}/health`)).status),
    );
    const failed = statuses.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(60);
    expect(failed).toBeLessThan(140);
  });

  it('adds the chosen latency to every request', async () => {
    await switches.start({ target: 'users', type: 'latency', value: 400, durationSeconds: 60 });
    const began = Date.now();
    expect((await SELF.fetch(`${BASE}/health`)).status).toBe(200);
    expect(Date.now() - began).toBeGreaterThanOrEqual(400);
  });

  it('replaces an active fault of the same type rather than stacking it', async () => {
    await switches.start({ target: 'users', type: 'latency', value: 400, durationSeconds: 60 });
    const second = await switches.start({
      target: 'users',
      type: 'latency',
      value: 5,
      durationSeconds: 30,
    });
    expect(await activeFaults()).toEqual([second]);
  });

  it('ends a fault by itself when its time is up', async () => {
    await switches.start({ target: 'users', type: 'errors', value: 1, durationSeconds: 1 });
    expect((await SELF.fetch(`${BASE}/health`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await activeFaults()).toEqual([]);
    expect((await SELF.fetch(`${BASE}/health`)).status).toBe(200);
  });

  it.each([
    [
      { target: 'users', type: 'pause', durationSeconds: 60 },
      "type: a 'pause' fault cannot act on users; users takes 'latency' or 'errors'",
    ],
    [
      { target: 'users', type: 'latency', durationSeconds: 60 },
      'value: a latency fault needs the milliseconds to add, from 1 to 10000',
    ],
    [
      { target: 'users', type: 'errors', value: 1.5, durationSeconds: 60 },
      'value: an errors fault needs the share of requests to fail, above 0 and at most 1',
    ],
    [
      { target: 'file-events', type: 'pause', value: 3, durationSeconds: 60 },
      "value: a 'pause' fault takes no value",
    ],
    [
      { target: 'users', type: 'errors', value: 1, durationSeconds: 901 },
      'durationSeconds: Too big: expected number to be <=900',
    ],
    [
      { target: 'storage', type: 'errors', value: 1, durationSeconds: 60 },
      "users does not keep the 'errors' faults of storage; storage does",
    ],
    ['{ not json', 'The body must be JSON: { target, type, value?, durationSeconds }'],
  ])('refuses a bad fault %j with 400 saying what is wrong', async (body, message) => {
    const response = await startFault(body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
    expect(await activeFaults()).toEqual([]);
  });

  it('answers 404 when asked to clear a fault it does not have', async () => {
    for (const id of ['users.no-such-fault', 'storage.x', 'nonsense']) {
      const response = await SELF.fetch(`${BASE}/api/lab/faults/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(`No active lab fault has the id '${id}'`);
    }
  });
});

describe('fault switches on the file-events consumer', () => {
  it('pause leaves every message queued, and they all count once when it is cleared', async () => {
    const before = await fileCount();
    const pause = await switches.start({
      target: 'file-events',
      type: 'pause',
      durationSeconds: 60,
    });
    await env.FILE_EVENTS.sendBatch(
      [fileEvent({ size: 10 }), fileEvent({ size: 20 }), fileEvent({ size: 30 })].map((body) => ({
        body,
      })),
    );
    // Delivered, put back and delivered again at least once while paused.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await fileCount()).toBe(before);

    await SELF.fetch(`${BASE}/api/lab/faults/${pause.id}`, { method: 'DELETE' });
    await waitFor(async () => (await fileCount()) === before + 3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await fileCount()).toBe(before + 3);
  });

  it('fail retries each message with backoff instead of applying it', async () => {
    await switches.start({ target: 'file-events', type: 'fail', durationSeconds: 60 });
    const before = await fileCount();
    const { result } = await deliverMessages(worker, env, 'file-events', [
      { id: 'first', attempts: 1, body: fileEvent({ size: 10 }) },
      { id: 'third', attempts: 3, body: fileEvent({ size: 20 }) },
    ]);
    expect(result.explicitAcks).toEqual([]);
    // The delays (retry-delay.test.ts) are not in the test runtime's report.
    expect(result.retryMessages.map((retry: { msgId: string }) => retry.msgId)).toEqual([
      'first',
      'third',
    ]);
    expect(await fileCount()).toBe(before);
  });
});
