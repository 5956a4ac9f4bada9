// Drills on the running system (docs/lab.md#drills): one solved end to end in Chromium as a
// learner would, from requests and the Traces page alone; and the API's refusals, halves,
// hint and give-up, whose fault the fault list hid until then.
import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteDrill,
  diagnose,
  endRunningDrill,
  errorOf,
  faultList,
  giveUp,
  postDiagnosis,
  postDrill,
  startDrill,
  whenShown,
} from './support/drills';
import { violations } from './support/axe';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';
import { actAs, learnerHeaders } from './support/system-api';

const { session, page, baseUrl } = usePage(DESKTOP_VIEWPORT);

afterEach(endRunningDrill);

/** A request a learner makes of each service. */
const PROBES: Record<ServiceId, string> = {
  storage: '/api/storage/files',
  users: '/api/users/demo-user',
  visualization: '/api/traces?limit=1',
};

/**
 * What the Traces page is filtered by to find each fault an easy drill may start, and what a
 * server span of the broken service then shows: the fault names itself nowhere.
 */
const LOOKS = [
  {
    type: 'errors',
    status: 'error',
    minDurationMs: '',
    shows: (span: SpanFields) => span.status === 'error',
  },
  {
    type: 'latency',
    status: '',
    minDurationMs: '1000',
    shows: (span: SpanFields) => span.durationMs >= 1000,
  },
] as const;

type Look = (typeof LOOKS)[number];

interface Finding {
  target: ServiceId;
  type: string;
  traceId: string;
}

interface SpanFields {
  kind: string;
  status: string;
  durationMs: number;
}

/** A field of the Span details panel, as the learner reads it. */
async function detailsField(label: string): Promise<string> {
  const details = page().getByRole('region', { name: 'Span details' });
  return details.locator(`dt:text-is("${label}") + dd`).innerText();
}

/** Whether a server span of `service` on the open trace page shows what `look` looks for. */
async function symptomOnTrace(service: ServiceId, look: Look): Promise<boolean> {
  const rows = page().getByRole('button', { name: new RegExp(`^${service} `) });
  await whenShown(
    page(),
    async () =>
      (await page()
        .getByRole('list', { name: /^Spans of trace/ })
        .count()) > 0,
  );
  for (let index = 0; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    await row.click();
    // The details are the chosen row's once they show its span id.
    const spanId = await row.getAttribute('data-span-id');
    await expect.poll(() => detailsField('Span ID')).toBe(spanId);
    const span: SpanFields = {
      kind: await detailsField('Kind'),
      status: await detailsField('Status'),
      // '1,526 ms'
      durationMs: Number((await detailsField('Duration')).replace(/[^\d.]/g, '')),
    };
    if (span.kind === 'server' && look.shows(span)) return true;
  }
  return false;
}

/** Filters the Traces page by each service in turn and reads the spans of what it lists. */
async function findOnTracesPage(): Promise<Finding | undefined> {
  for (const look of LOOKS) {
    for (const target of SERVICE_IDS) {
      await page().goto(`${baseUrl}/traces`);
      const filters = page().getByRole('search', { name: 'Filter traces' });
      await whenShown(page(), () => filters.isVisible());
      await filters.getByRole('combobox', { name: 'Service' }).selectOption(target);
      await filters.getByRole('combobox', { name: 'Status' }).selectOption(look.status);
      await filters.getByRole('textbox', { name: 'Min duration (ms)' }).fill(look.minDurationMs);
      const links = page().getByRole('table', { name: 'Recent traces' }).getByRole('link');
      // A slow or failing service answers the page's own list slowly or not at all: give the
      // filtered list time to arrive, pressing Retry if it failed.
      const listed = await expect
        .poll(
          async () => {
            const retry = page().getByRole('button', { name: 'Retry' });
            if (await retry.isVisible()) await retry.click();
            return links.count();
          },
          { timeout: 6_000, interval: 500 },
        )
        .toBeGreaterThan(0)
        .then(
          () => true,
          () => false,
        );
      if (!listed) continue;
      // Followed by its address: a list that refreshes under a busy system may never hold the
      // link still long enough for a click.
      const href = await links
        .first()
        .getAttribute('href')
        .catch(() => null);
      if (!href) continue;
      await page().goto(`${baseUrl}${href}`);
      const traceId = /\/traces\/([0-9a-f]{32})/.exec(page().url())?.[1];
      if (traceId && (await symptomOnTrace(target, look))) {
        return { target, type: look.type, traceId };
      }
    }
  }
  return undefined;
}

describe('a drill solved in Chromium', () => {
  it('is started on the Drills page, found through the Traces page and diagnosed', async () => {
    // A faulty service fails some of the page's own requests: the browser logs each.
    session.expectedErrors = [/status of 503/];
    await page().goto(`${baseUrl}/drills`);
    await page().getByRole('radio', { name: /Easy/ }).check();
    await page().getByRole('button', { name: 'Start drill' }).click();
    await page().getByRole('heading', { name: 'A drill is running' }).waitFor();
    // The drill runs in the page's lab session: the probes and reads below are that learner's.
    await actAs(page());
    await page()
      .getByRole('region', { name: 'Active lab faults' })
      .getByText(/A drill is running/)
      .waitFor();
    const list = await faultList();
    expect(list.items).toEqual([]);
    expect(list.drill?.level).toBe('easy');

    let finding: Finding | undefined;
    for (let round = 0; round < 4 && !finding; round += 1) {
      for (const path of Object.values(PROBES)) {
        await Promise.all(
          Array.from({ length: 6 }, () =>
            fetch(`${baseUrl}${path}`, { headers: learnerHeaders() }),
          ),
        );
      }
      finding = await findOnTracesPage();
    }
    expect(finding, 'a trace that shows the fault').toBeDefined();
    if (!finding) return;

    await page().goto(`${baseUrl}/drills`);
    await page().getByRole('combobox', { name: 'Target' }).selectOption(finding.target);
    await page().getByRole('combobox', { name: 'Fault' }).selectOption(finding.type);
    await page()
      .getByRole('textbox', { name: /Trace id/ })
      .fill(finding.traceId);
    await page().getByRole('button', { name: 'Send diagnosis' }).click();
    const answer = page().getByRole('status').filter({ hasText: 'Solved' });
    await answer.waitFor({ timeout: 15_000 });
    expect(await answer.innerText()).toMatch(/Your trace shows it\./);
    expect(await answer.innerText()).toMatch(/Evidence: your trace shows the fault\./);
    await page().getByRole('button', { name: 'Start drill' }).waitFor();
    const history = page().getByRole('list', { name: 'Your drills' });
    expect(await history.innerText()).toMatch(/solved/i);
    // Solved: the drill and its fault are gone.
    expect(await faultList()).toMatchObject({ items: [], drill: null });
  }, 360_000);
});

describe('the Drills page', () => {
  it.each(['light', 'dark'] as const)(
    'has no WCAG A or AA violation with a drill running, in the %s scheme',
    async (scheme) => {
      await page().emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      // The drill runs in the page's lab session, as a learner's does.
      await page().goto(`${baseUrl}/drills`);
      await actAs(page());
      await startDrill('medium');
      await page().reload();
      await page().getByRole('heading', { name: 'A drill is running' }).waitFor();
      expect(await violations(page())).toEqual([]);
    },
    60_000,
  );
});

describe('the drill API on the running system', () => {
  it('runs one drill at a time', async () => {
    await startDrill('easy');
    const second = await postDrill('hard');
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toBe(
      'A drill is already running: answer it or give it up before starting another',
    );
    const bad = await postDrill('impossible' as 'easy');
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown or ended drill', async () => {
    const unknown = await postDiagnosis('no-such-drill', { target: 'users', type: 'errors' });
    expect(unknown.status).toBe(404);
    expect((await deleteDrill('no-such-drill')).status).toBe(404);
    const drill = await startDrill('easy');
    await giveUp(drill.id);
    expect((await postDiagnosis(drill.id, { target: 'users', type: 'errors' })).status).toBe(404);
  });

  it('says only that a wrong answer is wrong, counts it, and gives a hint after two', async () => {
    const drill = await startDrill('easy');
    // An easy drill's fault is latency or errors on a service: never a pause on a queue.
    const first = await diagnose(drill.id, { target: 'storage', type: 'pause' });
    expect(first).toMatchObject({ correct: false, attempts: 1, score: null });
    expect(first.explanation).toBe('Not right: the target, the fault type or both are wrong.');
    const second = await diagnose(drill.id, { target: 'file-events', type: 'errors' });
    expect(second).toMatchObject({ correct: false, attempts: 2 });
    expect(second.explanation).toMatch(
      /^Not right: the target, the fault type or both are wrong\. Hint: /,
    );
  });

  it('hides the fault while the drill runs and reveals it on giving up', async () => {
    const drill = await startDrill('hard');
    const during = await faultList();
    expect(during.items).toEqual([]);
    expect(during.drill).toEqual(drill);
    const revealed = await giveUp(drill.id);
    expect(revealed.target).toBe('file-events');
    const after = await faultList();
    expect(after.drill).toBeNull();
    expect(after.items.filter((fault) => fault.type === revealed.type)).toEqual([]);
  });
});
