// The drill API on the running system, as the e2e tests call it (docs/lab.md#drills), for the
// learner the test acts as (system-api's actAs), or for no lab session.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { revealedFaultSchema } from '@repo/contracts/lab-drill-faults';
import { diagnosisResultSchema, drillSchema, type DrillLevel } from '@repo/contracts/lab-drills';
import { faultListSchema } from '@repo/contracts/lab-faults';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { learnerHeaders } from './system-api';

const baseUrl = inject('baseUrl');
const DRILLS = `${baseUrl}/api/lab/drills`;

const send = (method: string, url: string, body?: unknown) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...learnerHeaders() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

export const postDrill = (level: DrillLevel) => send('POST', DRILLS, { level });
export const postDiagnosis = (id: string, body: unknown) =>
  send('POST', `${DRILLS}/${encodeURIComponent(id)}/diagnosis`, body);
export const deleteDrill = (id: string) => send('DELETE', `${DRILLS}/${encodeURIComponent(id)}`);

export async function startDrill(level: DrillLevel) {
  const response = await postDrill(level);
  expect(response.status, await response.clone().text()).toBe(201);
  return successEnvelopeSchema(drillSchema).parse(await response.json()).data;
}

export async function diagnose(id: string, body: unknown) {
  const response = await postDiagnosis(id, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return successEnvelopeSchema(diagnosisResultSchema).parse(await response.json()).data;
}

export async function giveUp(id: string) {
  const response = await deleteDrill(id);
  expect(response.status, await response.clone().text()).toBe(200);
  return successEnvelopeSchema(revealedFaultSchema).parse(await response.json()).data;
}

export async function faultList() {
  const response = await fetch(`${baseUrl}/api/lab/faults`, { headers: learnerHeaders() });
  return successEnvelopeSchema(faultListSchema).parse(await response.json()).data;
}

/** Ends whatever drill a test left running. */
export async function endRunningDrill() {
  const { drill } = await faultList();
  if (drill) await deleteDrill(drill.id);
}

export async function errorOf(response: Response) {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

/** Waits for `ready`, pressing Retry while a faulty service fails a request of the page. */
export async function whenShown(page: Page, ready: () => Promise<boolean>, timeout = 20_000) {
  await expect
    .poll(
      async () => {
        const retry = page.getByRole('button', { name: 'Retry' });
        if (await retry.isVisible()) await retry.click();
        return ready();
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
}
