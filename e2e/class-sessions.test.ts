// A class on one system (docs/lab.md#lab-sessions): the local system in class mode
// (`npm start -- --class`), two learners in two browser contexts, each with the lab session
// their app made, an HttpOnly cookie. One learner's faults, files, traces and Checks never reach
// the other's; a session id that was only guessed, or a session named in baggage, acts for no
// one; and after the class no store, dead letter or log line holds a session's id.
import { faultSchema, type FaultRequest } from '@repo/contracts/lab-faults';
import {
  LAB_SESSION_ENDED_MESSAGE,
  labSessionSchema,
  type LabSession,
} from '@repo/contracts/lab-sessions';
import { labSessionHash } from '@repo/session/session-id';
import { fileListSchema } from '@repo/contracts/files';
import { traceListSchema } from '@repo/contracts/traces';
import { userSchema } from '@repo/contracts/users';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { launchBrowser } from './support/browser.mjs';
import { checkUntilDone, exerciseOf, lessonLab } from './support/lab-exercise';

interface Learner {
  context: BrowserContext;
  page: Page;
  session: LabSession;
  /** The session cookie's value: the id, which only the browser holds. */
  id: string;
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
  const cookie = (await context.cookies()).find((item) => item.name === 'lab_session');
  if (!cookie) throw new Error('the app made no lab_session cookie');
  return { context, page, session, id: cookie.value };
}

/** A call to the API made for `who`, as their browser makes it: with their session cookie. */
function call(who: Learner | string, path: string, init: RequestInit = {}) {
  const id = typeof who === 'string' ? who : who.id;
  const headers = new Headers(init.headers);
  headers.set('cookie', `lab_session=${id}`);
  return fetch(`${system.url}${path}`, { ...init, headers });
}

/** A call with no session cookie, with the headers given. */
const anonymous = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${system.url}${path}`, { headers });

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

const deadLetters = z.object({ total: z.number() });

/**
 * Every file under `dir`, with its bytes. The system runs meanwhile: a file it removes between
 * the listing and the read (a journal) is left out.
 */
async function everyFile(dir: string): Promise<{ path: string; bytes: Buffer }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        try {
          return [{ path, bytes: await readFile(path) }];
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        }
      }),
  );
  return files.flat();
}

const traceIdOf = (response: Response) =>
  /^00-([0-9a-f]{32})-/.exec(response.headers.get('traceparent') ?? '')?.[1] ?? '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'amd-class-'));
  system = await runSystem({
    dataDir,
    registerSize: 1_000,
    env: { CLASS_MODE: 'true' },
    keepOutput: true,
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
  it('gives each browser a lab session of its own, as a cookie its page cannot read', async () => {
    expect(a.id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.id).not.toBe(b.id);
    const [cookie] = (await a.context.cookies()).filter((item) => item.name === 'lab_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await a.page.evaluate(() => document.cookie)).not.toContain(a.id);
    expect(await a.page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(
      a.id,
    );
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

  it('refuses a session id that was only guessed with 401, and stores nothing for it', async () => {
    const guessed = randomBytes(16).toString('hex');
    const form = new FormData();
    form.append('file', new File(['guessed\n'], 'guessed.txt', { type: 'text/plain' }));
    for (const [path, init] of [
      ['/api/storage/files', {}],
      ['/api/lab/faults', {}],
      ['/api/storage/upload', { method: 'POST', body: form }],
    ] as const) {
      const response = await call(guessed, path, init);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        error: { message: LAB_SESSION_ENDED_MESSAGE },
      });
      // The browser is told to forget it.
      expect(response.headers.get('set-cookie')).toMatch(/^lab_session=; Path=\/; Max-Age=0;/);
    }
    const stored = await data(await call(a, '/api/storage/files?pageSize=100'), fileListSchema);
    expect(stored.files.map((item) => item.name)).not.toContain('guessed.txt');
  });

  it("never takes a session named in baggage from outside: B's hash reaches none of B's files", async () => {
    await upload(b, 'b-named.txt');
    const hash = await labSessionHash(b.id);
    for (const baggage of [`lab.session.hash=${hash}`, `lab.session=${b.id}`]) {
      const listed = await data(
        await anonymous('/api/storage/files?pageSize=100', { baggage }),
        fileListSchema,
      );
      // In class mode a call without a session lists no learner's files.
      expect(
        listed.files.map((item) => item.name),
        baggage,
      ).not.toContain('b-named.txt');
      const usage = await anonymous(`/api/users/${b.session.learnerId}`, { baggage });
      expect(usage.status, baggage).toBe(403);
    }
  });

  it('holds no session id in any dead letter, store or log line once the class has worked', async () => {
    // A poisoned telemetry message is the one that carried spans to the dead letters before.
    const poison = await data(
      await fetch(`${system.url}/api/lab/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          target: 'telemetry',
          type: 'poison',
          value: 3,
          durationSeconds: 60,
        }),
      }),
      faultSchema,
    );
    try {
      for (const who of [a, b]) {
        await upload(who, 'after-poison.txt');
        await call(who, '/api/traces?limit=5');
      }
      await expect
        .poll(
          async () =>
            (await data(await anonymous('/api/lab/queues/telemetry/dead-letters'), deadLetters))
              .total,
          { timeout: 30_000, interval: 1_000 },
        )
        .toBeGreaterThan(0);
    } finally {
      await fetch(`${system.url}/api/lab/faults/${poison.id}`, { method: 'DELETE' });
    }
    const ids = [a.id, b.id];
    const lists = await Promise.all(
      ['telemetry', 'file-events'].flatMap((queue) =>
        [anonymous, (path: string) => call(a, path)].map(async (reach) =>
          (await reach(`/api/lab/queues/${queue}/dead-letters`)).text(),
        ),
      ),
    );
    for (const text of lists) for (const id of ids) expect(text).not.toContain(id);
    // Every byte the system keeps: its databases (with their write-ahead logs), its buckets and
    // its queues, and everything it printed.
    const kept = await everyFile(dataDir);
    expect(kept.length).toBeGreaterThan(0);
    for (const { path, bytes } of kept) {
      for (const id of ids) expect(bytes.includes(id), `${id} in ${path}`).toBe(false);
    }
    for (const id of ids) expect(system.output()).not.toContain(id);
  }, 90_000);

  it('finds nothing in the dead letters to act as B with: the hijack chain ends at its first step', async () => {
    const uploaded = await upload(b, 'b-target.txt');
    const { data: file } = (await uploaded.json()) as { data: { id: string } };
    // What an attacker with no session and no token reads: every dead letter, every string.
    const letters = await Promise.all(
      ['telemetry', 'file-events'].map(async (queue) =>
        (await anonymous(`/api/lab/queues/${queue}/dead-letters`)).text(),
      ),
    );
    const found = new Set(letters.join('\n').match(/[0-9a-f]{32}/g) ?? []);
    expect(found).not.toContain(b.id);
    for (const value of found) {
      for (const headers of [
        { cookie: `lab_session=${value}` },
        { baggage: `lab.session=${value}` },
        { baggage: `lab.session.hash=${value}` },
      ]) {
        const listed = await anonymous('/api/storage/files?pageSize=100', headers);
        const names = listed.ok
          ? ((await listed.json()) as { data: { files: { id: string }[] } }).data.files
          : [];
        expect(names.map((item) => item.id)).not.toContain(file.id);
        expect((await anonymous(`/api/storage/download/${file.id}`, headers)).status).not.toBe(200);
        const removed = await fetch(`${system.url}/api/storage/files/${file.id}`, {
          method: 'DELETE',
          headers,
        });
        expect(removed.status, JSON.stringify(headers)).not.toBe(200);
      }
    }
    expect((await listedFiles(b)).files.map((item) => item.id)).toContain(file.id);
  });
});
