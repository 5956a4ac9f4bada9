// Calls the e2e tests make to the running system's API directly: faults, queues, usage and
// uploads, each answer's envelope checked with the contract's schema.
import { FILE_LIST_MAX_PAGE_SIZE, fileListSchema } from '@repo/contracts/files';
import { faultSchema, type FaultRequest } from '@repo/contracts/lab-faults';
import { replayResultSchema, topologySchema, type QueueId } from '@repo/contracts/lab-topology';
import { userSchema } from '@repo/contracts/users';
import type { Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import * as z from 'zod';

const baseUrl = inject('baseUrl');

/**
 * The lab session these calls act for (docs/lab.md#lab-sessions): none, unless a test acts as
 * its page's learner (actAs), as the app itself would, so that the learner's Checks, traces
 * and faults see what the calls did. Each test starts again with none.
 */
let acting: Record<string, string> = {};
afterEach(() => {
  acting = {};
});

/** The headers of a call made for the learner the calls act as. */
export const learnerHeaders = (): Record<string, string> => ({ ...acting });

/**
 * The session cookie the page's app was given (HttpOnly: the page cannot read it, the browser
 * context can), once the app has made its session.
 */
export async function sessionCookieOf(page: Page): Promise<string> {
  await page.waitForFunction(() => window.localStorage.getItem('lab.session'));
  const cookie = (await page.context().cookies()).find((item) => item.name === 'lab_session');
  if (!cookie) throw new Error('the page has no lab_session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Acts, from here on in this test, for the lab session the page's app made and keeps. */
export async function actAs(page: Page): Promise<void> {
  acting = { cookie: await sessionCookieOf(page) };
}

export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The data of a successful envelope; fails the test with the body otherwise. */
export async function data<T extends z.ZodType>(
  response: Response,
  schema: T,
): Promise<z.output<T>> {
  const text = await response.text();
  expect(response.ok, text).toBe(true);
  const envelope = z
    .object({ success: z.literal(true), data: z.unknown() })
    .parse(JSON.parse(text));
  return schema.parse(envelope.data);
}

export async function startFault(request: FaultRequest) {
  const response = await fetch(`${baseUrl}/api/lab/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...acting },
    body: JSON.stringify(request),
  });
  return data(response, faultSchema);
}

export async function clearFault(id: string) {
  await fetch(`${baseUrl}/api/lab/faults/${id}`, { method: 'DELETE', headers: acting });
}

export async function clearFaults() {
  const response = await fetch(`${baseUrl}/api/lab/faults`, { headers: acting });
  const list = await data(response, z.object({ items: z.array(faultSchema) }));
  for (const fault of list.items) await clearFault(fault.id);
}

export async function queue(id: QueueId) {
  const topology = await data(await fetch(`${baseUrl}/api/lab/topology`), topologySchema);
  const state = topology.queues.find((entry) => entry.id === id);
  if (!state) throw new Error(`the map has no queue ${id}`);
  return state;
}

/** Replays every dead letter of file-events; how many were replayed. */
export async function replayFileEventDeadLetters(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/lab/queues/file-events/dead-letters/replay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...acting },
    body: JSON.stringify({}),
  });
  return (await data(response, replayResultSchema)).replayed;
}

/**
 * Ends a poison exercise without leaving its files to a later test: the poisoned event stays in
 * the dead letters (a spoiled message comes back from every replay) and its file in storage,
 * uncounted, so the next usage reconciliation would add it to the demo user's count in the
 * middle of whichever test runs then. Deletes the files named `names` (newest first) and waits
 * for their events.
 */
export async function removeUploads(names: readonly string[]): Promise<void> {
  const response = await fetch(
    `${baseUrl}/api/storage/files?page=1&pageSize=${FILE_LIST_MAX_PAGE_SIZE}`,
    { headers: acting },
  );
  const { files } = await data(response, fileListSchema);
  const uploaded = files.filter((file) => names.includes(file.name));
  expect(uploaded.map((file) => file.name).sort()).toEqual([...names].sort());
  for (const file of uploaded) {
    const removed = await fetch(`${baseUrl}/api/storage/files/${file.id}`, {
      method: 'DELETE',
      headers: acting,
    });
    expect(removed.ok).toBe(true);
  }
  await quietFileEvents();
}

export async function fileCount() {
  const response = await fetch(`${baseUrl}/api/users/demo-user`);
  return (await data(response, userSchema)).usage.fileCount;
}

/** Uploads a small text file for the demo user (as the learner acted for, if any); the answer's body. */
export async function upload(name: string): Promise<unknown> {
  const form = new FormData();
  form.append('file', new File([`e2e upload ${name}\n`], name, { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  const response = await fetch(`${baseUrl}/api/storage/upload`, {
    method: 'POST',
    body: form,
    headers: acting,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

/** The id of the file an upload's answer names. */
export const uploadedId = (body: unknown) =>
  z.object({ data: z.object({ id: z.string() }) }).parse(body).data.id;

/** A reading that two calls apart agree on: the queues have caught up. */
export async function settled<T>(read: () => Promise<T>): Promise<T> {
  let previous = await read();
  for (let tries = 0; tries < 20; tries += 1) {
    await settle(1_500);
    const current = await read();
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  throw new Error('the reading never settled');
}

/**
 * Waits until no file event is waiting and the demo user's file count has stopped moving, so that
 * an earlier test's delayed or redelivered events are not counted as the next one's.
 */
export async function quietFileEvents(): Promise<void> {
  await settled(async () => {
    const { backlog } = await queue('file-events');
    // A waiting backlog reads as a new value each time, so the reading settles only once empty.
    return { files: await fileCount(), waiting: backlog > 0 ? Math.random() : 0 };
  });
}
