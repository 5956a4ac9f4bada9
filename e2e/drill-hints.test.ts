// Every drill clue points at what the pages really show (docs/lab.md#drills): each column,
// filter, part and span a clue's hint and explanation name (DRILL_CLUES' `names`) is found on
// the page it names, in Chromium, so a clue can never send a learner to a column that is not
// there.
import { DRILL_CLUES, type DrillClueNames, type DrillPage } from '@repo/contracts/lab-drill-clues';
import { DRILL_FAULTS } from '@repo/contracts/lab-drill-faults';
import type { FaultTarget, FaultType } from '@repo/contracts/lab-faults';
import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';
import { quietFileEvents } from './support/system-api';
import { traceIdOf, traceWhen } from './support/traces';

const { page, baseUrl } = usePage(DESKTOP_VIEWPORT);

const PATHS: Record<DrillPage, string> = { Traces: '/traces', Services: '/services' };

/** Every target a drill may break with each fault type, at any level. */
const TARGETS = new Map<FaultType, Set<FaultTarget>>();
for (const { target, type } of Object.values(DRILL_FAULTS).flat()) {
  TARGETS.set(type, (TARGETS.get(type) ?? new Set()).add(target));
}

/** An upload's trace, once it holds every span a clue names (its send and its delivery). */
async function uploadTrace(): Promise<string> {
  const form = new FormData();
  form.append('file', new File(['drill hints\n'], 'drill-hints.txt', { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  const response = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  const traceId = traceIdOf(response);
  await traceWhen(traceId, (spans) => spans.some((span) => span.kind === 'consumer'), 30_000);
  await quietFileEvents();
  return traceId;
}

/** One upload for the whole file, made by the first test that reads its spans. */
let uploaded: Promise<string> | undefined;

/** Finds on its page each part `names` names. */
async function expectOnPage(names: DrillClueNames) {
  // The Traces page lists an upload's trace (of no lab session: everyone's), and the spans
  // come from it: a learner's traces hold the same.
  const onTraces = names.page === 'Traces';
  const traceId = onTraces || names.spans ? await (uploaded ??= uploadTrace()) : '';
  await page().goto(`${baseUrl}${PATHS[names.page]}`);
  const filters = page().getByRole('search', { name: 'Filter traces' });
  if (onTraces) await filters.getByLabel('Whose traces', { exact: true }).selectOption('all');
  for (const part of names.parts ?? []) {
    await expect
      .poll(() => page().getByRole('heading', { name: part, exact: true }).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }
  if (names.table) {
    const table = page().getByRole('table', { name: names.table.title, exact: true });
    await table.waitFor({ timeout: 15_000 });
    for (const column of names.table.columns) {
      const header = table.getByRole('columnheader', { name: column, exact: true });
      expect(await header.count(), `the ${names.table.title} table's ${column} column`).toBe(1);
    }
  }
  for (const filter of names.filters ?? []) {
    await filters.getByLabel(filter, { exact: true }).waitFor({ timeout: 15_000 });
  }
  if (names.spans && names.filters?.includes('Operation')) {
    // The look filters by the span's name: the upload's trace is listed.
    const [span = ''] = names.spans;
    await filters.getByLabel('Operation', { exact: true }).fill(span);
    const listed = page().getByRole('table', { name: 'Recent traces' }).getByRole('link');
    await expect.poll(() => listed.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  }
  if (names.spans) {
    await page().goto(`${baseUrl}/traces/${traceId}`);
    const waterfall = page().getByRole('list', { name: `Spans of trace ${traceId}` });
    await waterfall.waitFor({ timeout: 15_000 });
    for (const span of names.spans) {
      // A row reads 'users process file-events processed 4 ms'.
      const rows = waterfall.getByRole('button', { name: new RegExp(`^\\S+ ${span} `) });
      expect(await rows.count(), `a '${span}' span in an upload's trace`).toBeGreaterThan(0);
    }
  }
}

describe('the drill clues', () => {
  it.each(Object.keys(DRILL_CLUES) as FaultType[])(
    "name, for a '%s' drill, only columns, filters and spans the pages show",
    async (type) => {
      for (const target of TARGETS.get(type) ?? []) {
        for (const names of DRILL_CLUES[type].names(target)) await expectOnPage(names);
      }
    },
    60_000,
  );
});
