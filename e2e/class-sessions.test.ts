// A class on one system (docs/lab.md#lab-sessions): the local system in class mode
// (`npm start -- --class`), two learners in two browser contexts, each with the lab session
// their app made. One learner's faults, files, traces and Checks never reach the other's, and a
// session id that was only guessed finds nothing.
import { faultListSchema, faultSchema, type FaultRequest } from '@repo/contracts/lab-faults';
import { labSessionSchema, type LabSession } from '@repo/contracts/lab-sessions';
import { fileListSchema } from '@repo/contracts/files';
import { traceListSchema } from '@repo/contracts/traces';
import { userSchema } from '@repo/contracts/users';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { launchBrowser } from './support/browser.mjs';
import { checkUntilDone, exerciseOf, lessonLab } from './support/lab-exercise';

interface Learner {
  context: BrowserContext;
  page: Page;
  session: LabSession;
}

let dataDir: string;
let system: Awaited<ReturnType<typeof runSystem>>;
let browser: Browser;
let a: Learner;
let b: Learner;

/** A learner: a browser context of their own, whose app made its lab session on first load. */
async function learner(): Promise<Learner> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${system.url}/storage`);
  const kept = await page.waitForFunction(() => window.localStorage.getItem('lab.session'));
  const session = labSessionSchema.parse(JSON.parse(String(await kept.jsonValue())));
  return { context, page, session };
}

/** A call to the API made for `who`, as their app makes it: with their session as baggage. */
function call(who: Learner | string, path: string, init: RequestInit = {}) {
  const id = typeof who === 'string' ? who : who.session.id;
  const headers = new Headers(init.headers);
  headers.set('baggage', `lab.session=${id}`);
  return fetch(`${system.url}${path}`, { ...init, headers });
}

async function data<T>(response: Response, schema: { parse(value: unknown): T }): Promise<T> {
  const text = await response.text();
  expect(response.ok, text).toBe(true);
  return schema.parse((JSON.parse(text) as { data: unknown }).data);
}

async function startFault(who: Learner, request: FaultRequest) {
  const response = await call(who, '/api/lab/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return data(response, faultSchema);
}

const clearFault = (who: Learner, id: string) =>
  call(who, `/api/lab/faults/${id}`, { method: 'DELETE' });

/** Uploads a small text file as the learner; the answer, for its file id and trace. */
async function upload(who: Learner, name: string) {
  const form = new FormData();
  form.append('file', new File([`class upload ${name}\n`], name, { type: 'text/plain' }));
  form.append('userId', who.session.learnerId);
  const response = await call(who, '/api/storage/upload', { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return response;
}

const fileCount = async (who: Learner) =>
  (await data(await call(who, `/api/users/${who.session.learnerId}`), userSchema)).usage.fileCount;

const listedFiles = async (who: Learner | string) =>
  data(await call(who, '/api/storage/files?pageSize=100'), fileListSchema);

const listedTraces = async (who: Learner | string) =>
  (await data(await call(who, '/api/traces?limit=100'), traceListSchema)).items;

const traceIdOf = (response: Response) =>
  /^00-([0-9a-f]{32})-/.exec(response.headers.get('traceparent') ?? '')?.[1] ?? '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'amd-class-'));
  system = await runSystem({
    dataDir,
    registerSize: 1_000,
    env: { CLASS_MODE: 'true' },
  });
  browser = await launchBrowser();
  a = await learner();
  b = await learner();
}, 240_000);

afterAll(async () => {
  await a?.context.close();
  await b?.context.close();
  await browser?.close();
  await system?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two learners on one system in class mode', () => {
  it('gives each browser a lab session of its own, and a learner of its own', () => {
    expect(a.session.id).not.toBe(b.session.id);
    expect(a.session.learnerId).toMatch(/^learner-[0-9a-f]{12}$/);
    expect(b.session.learnerId).toMatch(/^learner-[0-9a-f]{12}$/);
    expect(a.session.learnerId).not.toBe(b.session.learnerId);
  });

  it("fails A's calls with A's errors fault on users, and not B's; only A's banner shows it", async () => {
    const fault = await startFault(a, {
      target: 'users',
      type: 'errors',
      value: 1,
      durationSeconds: 120,
    });
    expect(fault.scope).toBe('session');
    try {
      for (let tries = 0; tries < 5; tries += 1) {
        expect((await call(a, `/api/users/${a.session.learnerId}`)).status).toBe(503);
        expect((await call(b, `/api/users/${b.session.learnerId}`)).status).toBe(200);
      }
      await a.page.goto(`${system.url}/services`);
      await a.page.getByRole('region', { name: 'Active lab faults' }).waitFor();
      await b.page.goto(`${system.url}/services`);
      await b.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await b.page.getByRole('region', { name: 'Active lab faults' }).count()).toBe(0);
    } finally {
      await clearFault(a, fault.id);
    }
    expect((await call(a, `/api/users/${a.session.learnerId}`)).status).toBe(200);
  });

  it("holds A's uploads under A's pause on file-events while B's are counted at once", async () => {
    const [aBefore, bBefore] = [await fileCount(a), await fileCount(b)];
    const pause = await startFault(a, {
      target: 'file-events',
      type: 'pause',
      durationSeconds: 120,
    });
    try {
      await upload(a, 'a-paused.txt');
      await upload(b, 'b-flowing.txt');
      await expect.poll(() => fileCount(b), { timeout: 15_000, interval: 500 }).toBe(bBefore + 1);
      // Delivered, put back and delivered again while paused: still not counted.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(await fileCount(a)).toBe(aBefore);
    } finally {
      await clearFault(a, pause.id);
    }
    await expect.poll(() => fileCount(a), { timeout: 15_000, interval: 500 }).toBe(aBefore + 1);
  });

  it("passes A's pause-and-drain Check while B runs 'Generate load'", async () => {
    const { moduleId, sectionId, lab } = exerciseOf('pause-and-drain');
    await a.page.goto(`${system.url}/learn/${moduleId}?section=${sectionId}`);
    const card = lessonLab(a.page);
    await card.getByRole('heading', { name: lab.title }).waitFor();
    await card.getByRole('button', { name: /^(Start exercise|Start again)$/ }).click();
    await card.getByText(/^Started at /).waitFor();

    const pause = await startFault(a, {
      target: 'file-events',
      type: 'pause',
      durationSeconds: 120,
    });
    for (const name of ['a-lab-1.txt', 'a-lab-2.txt', 'a-lab-3.txt']) await upload(a, name);
    // B's load keeps the shared queue busy the whole time A finishes the exercise.
    await b.page.goto(`${system.url}/services`);
    const load = b.page.getByRole('region', { name: 'Generate load' });
    await load.getByLabel('Number of uploads').fill('40');
    await load.getByRole('button', { name: 'Generate load' }).click();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await clearFault(a, pause.id);

    expect(await checkUntilDone(card, 45_000)).toMatch(/counted once it drained/);
    await load.getByText(/^Done: 40 succeeded, 0 failed/).waitFor({ timeout: 60_000 });
  }, 150_000);

  it("keeps A's files, usage and traces from B, on the API and on B's Storage page", async () => {
    const uploaded = await upload(a, 'a-private.txt');
    const traceId = traceIdOf(uploaded);
    const { data: file } = (await uploaded.json()) as { data: { id: string } };

    const ofB = await listedFiles(b);
    expect(ofB.files.every((item) => item.userId === b.session.learnerId)).toBe(true);
    expect(ofB.files.map((item) => item.id)).not.toContain(file.id);
    expect((await call(b, `/api/storage/download/${file.id}`)).status).toBe(404);
    expect((await call(b, `/api/users/${a.session.learnerId}`)).status).toBe(403);
    await expect
      .poll(async () => (await listedTraces(a)).map((item) => item.traceId), { timeout: 15_000 })
      .toContain(traceId);
    expect((await listedTraces(b)).map((item) => item.traceId)).not.toContain(traceId);

    await upload(b, 'b-newest.txt');
    await b.page.goto(`${system.url}/storage`);
    await b.page.getByRole('heading', { name: 'Uploaded Files' }).waitFor();
    // Newest first: B's own file shows at the top, and A's is nowhere.
    await b.page.getByText('b-newest.txt').first().waitFor();
    expect(await b.page.getByText('a-private.txt').count()).toBe(0);
  });

  it('finds nothing for a session id that was only guessed', async () => {
    const guessed = randomBytes(16).toString('hex');
    expect((await listedFiles(guessed)).total).toBe(0);
    const known = new Set(
      [...(await listedTraces(a)), ...(await listedTraces(b))].map((item) => item.traceId),
    );
    expect((await listedTraces(guessed)).filter((item) => known.has(item.traceId))).toEqual([]);
    // Nor does it act as anyone: A's fault is not its own.
    const fault = await startFault(a, {
      target: 'users',
      type: 'errors',
      value: 1,
      durationSeconds: 60,
    });
    try {
      const listed = await data(await call(guessed, '/api/lab/faults'), faultListSchema);
      expect(listed.items).toEqual([]);
      // Users answers its health check: A's fault, which fails every request of A's, is not here.
      expect((await call(guessed, '/services/users/health')).status).toBe(200);
    } finally {
      await clearFault(a, fault.id);
    }
  });
});
