// The lab's fault switches on the running system: each acts in the real code path of the
// service or consumer it targets, and clearing it brings everything back with nothing lost.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  faultListSchema,
  faultSchema,
  labFaultMessage,
  type FaultRequest,
} from '@repo/contracts/lab-faults';
import { userSchema } from '@repo/contracts/users';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';
import { actAs, learnerHeaders } from './support/system-api';

const baseUrl = inject('baseUrl');
const session = usePageSession();

const faultEnvelope = successEnvelopeSchema(faultSchema);
const listEnvelope = successEnvelopeSchema(faultListSchema);

async function startFault(request: FaultRequest) {
  const response = await fetch(`${baseUrl}/api/lab/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...learnerHeaders() },
    body: JSON.stringify(request),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return faultEnvelope.parse(await response.json()).data;
}

async function activeFaults() {
  const response = await fetch(`${baseUrl}/api/lab/faults`, { headers: learnerHeaders() });
  return listEnvelope.parse(await response.json()).data;
}

async function clearFault(id: string) {
  const response = await fetch(`${baseUrl}/api/lab/faults/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: learnerHeaders(),
  });
  expect(response.status).toBe(200);
}

async function usage() {
  const response = await fetch(`${baseUrl}/api/users/demo-user`);
  return userSchema.parse(((await response.json()) as { data: unknown }).data).usage;
}

async function upload(name: string) {
  const form = new FormData();
  form.append('file', new File([`lab fault test ${name}\n`], name, { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  const response = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Usage once earlier tests' file events have all been consumed: two reads apart agree. */
async function settledUsage() {
  let previous = await usage();
  for (let tries = 0; tries < 20; tries += 1) {
    await settle(1_500);
    const current = await usage();
    if (current.fileCount === previous.fileCount && current.bytes === previous.bytes)
      return current;
    previous = current;
  }
  throw new Error('usage never settled');
}

afterEach(async () => {
  for (const fault of (await activeFaults()).items) await clearFault(fault.id);
});

describe('fault switches on the running system', () => {
  it('lists no faults, open to anyone in a local run, with every service reachable', async () => {
    expect(await activeFaults()).toEqual({
      items: [],
      access: 'open',
      unreachable: [],
      drill: null,
    });
  });

  it("'errors' at 1.0 on users fails its API and health with 503 naming the fault, until cleared", async () => {
    const fault = await startFault({
      target: 'users',
      type: 'errors',
      value: 1,
      durationSeconds: 120,
    });
    expect((await activeFaults()).items).toEqual([fault]);

    const user = await fetch(`${baseUrl}/api/users/demo-user`);
    expect(user.status).toBe(503);
    expect(await user.json()).toEqual({
      success: false,
      error: { message: labFaultMessage('users') },
    });
    const health = await fetch(`${baseUrl}/services/users/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'error',
      message: labFaultMessage('users'),
    });
    // Only users is broken.
    expect((await fetch(`${baseUrl}/services/storage/health`)).status).toBe(200);

    await clearFault(fault.id);
    expect((await fetch(`${baseUrl}/api/users/demo-user`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/services/users/health`)).status).toBe(200);
  });

  it("'latency' on storage slows each of its requests by the chosen time", async () => {
    await startFault({ target: 'storage', type: 'latency', value: 700, durationSeconds: 60 });
    const began = performance.now();
    expect((await fetch(`${baseUrl}/api/storage/files?page=1&pageSize=1`)).status).toBe(200);
    expect(performance.now() - began).toBeGreaterThanOrEqual(700);
  });

  it("'pause' on file-events keeps 3 uploads' events queued; cleared, usage rises by exactly 3", async () => {
    const before = await settledUsage();

    const pause = await startFault({ target: 'file-events', type: 'pause', durationSeconds: 120 });
    for (const name of ['lab-one.txt', 'lab-two.txt', 'lab-three.txt']) await upload(name);
    // Long enough for the consumer to have had each batch, and put it back, twice.
    await settle(6_000);
    expect((await usage()).fileCount).toBe(before.fileCount);

    await clearFault(pause.id);
    await expect
      .poll(async () => (await usage()).fileCount, { interval: 250, timeout: 15_000 })
      .toBe(before.fileCount + 3);
    // Every copy that was put back is in; none counts twice.
    await settle(4_000);
    expect((await usage()).fileCount).toBe(before.fileCount + 3);
  });

  it('refuses a fault that cannot act on its target with 400 saying why', async () => {
    const response = await fetch(`${baseUrl}/api/lab/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'telemetry', type: 'latency', value: 5, durationSeconds: 9 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: {
        message:
          "type: a 'latency' fault cannot act on telemetry; telemetry takes 'pause', 'fail', 'duplicate', 'reorder', 'slow', 'crash', 'delay', 'poison' or 'send-fail'",
      },
    });
  });
});

describe('fault switches in the browser', () => {
  const page = () => session.page;
  const banner = () => page().getByRole('region', { name: 'Active lab faults' });

  it('starts a fault from the Services page and shows it on every page until cleared', async () => {
    await page().goto(`${baseUrl}/services`);
    await actAs(page());
    const switches = page().getByRole('region', { name: 'Fault switches' });
    await switches.getByLabel('Target').selectOption('file-events');
    await switches.getByLabel('Fault').selectOption('pause');
    await switches.getByLabel('Duration (seconds)').fill('90');
    await switches.getByRole('button', { name: 'Start fault' }).click();
    await banner()
      .getByText(/^pause on file-events consumer — 1:(30|29|28) left$/)
      .waitFor();
    expect((await activeFaults()).items.map(({ target, type }) => `${type} ${target}`)).toEqual([
      'pause file-events',
    ]);

    await page().goto(`${baseUrl}/learn`);
    await banner()
      .getByText(/pause on file-events consumer/)
      .waitFor();
    await banner().getByRole('button', { name: 'Clear the pause fault on file-events' }).click();
    await banner().waitFor({ state: 'detached' });
    expect((await activeFaults()).items).toEqual([]);
  });

  it("shows 'errors' on users as Error in the status panel within one poll, and its recovery", async () => {
    // The browser logs each answer the fault fails.
    session.expectedErrors.push(/status of 503/);
    // Started for the page's own lab session, as its learner would.
    await page().goto(`${baseUrl}/learn`);
    await actAs(page());
    await startFault({ target: 'users', type: 'errors', value: 1, durationSeconds: 120 });
    await page().goto(`${baseUrl}/storage`);
    const users = page()
      .getByRole('list', { name: 'Service status' })
      .getByRole('listitem')
      .filter({ hasText: 'User Service' });
    await users.getByText('Error', { exact: true }).waitFor();
    await users.getByText(labFaultMessage('users')).waitFor();
    await banner()
      .getByText(/^errors on users \(100 % of requests\) — \d:\d\d left$/)
      .waitFor();

    const clear = banner().getByRole('button', { name: 'Clear the errors fault on users' });
    expect(await clear.textContent()).toBe('Clear');
    await clear.click();
    await banner().waitFor({ state: 'detached' });
    // The status panel asks again every 30 s.
    await users.getByText('Healthy', { exact: true }).waitFor({ timeout: 35_000 });
  }, 60_000);
});
