// The consumer challenges on the running system, as a learner meets them (docs/learn.md#consumer
// -challenges): each naive starter, plugged in, fails with the anomaly its checker names, and the
// reference solution passes, after which the reference can be shown. The consumer's settings are
// the learner's too: more batches at once drain the slow backlog in time. A hostile handler (an
// endless loop, a memory bomb, a network call, an import of a URL) is stopped and named. Each
// test has a page and a lab session of its own, so the runs of one never meet another's.
import { describe, expect, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { MAX_CONCURRENCY } from '../apps/web/src/features/learn/consumer/consumer-config';
import {
  CONCURRENCY_LABEL,
  PLUG_IN_LABEL,
  settingError,
  SHOW_REFERENCE,
  TRACE_LINK_TEXT,
  VERDICT_TITLES,
} from '../apps/web/src/features/learn/consumer/consumer-text';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';

const { session, page, baseUrl } = usePage(DESKTOP_VIEWPORT);

const MODULE_ID = 'write-the-consumer';
/** A run drains in seconds; its deadline is 90 s, and the page waits 10 s past it. */
const VERDICT_MS = 100_000;

const sectionOf = (id: string) => {
  const section = MODULES.find((m) => m.id === MODULE_ID)?.sections.find((s) => s.id === id);
  if (!section?.challenge) throw new Error(`no consumer challenge ${id}`);
  return section.challenge;
};

/** What each starter's anomaly says, in the checker's words. */
const ANOMALIES: Record<string, RegExp> = {
  'idempotent-consumer':
    /^event e-\d+ came in 2 messages \(m-\d+ and m-\d+: the producer sent it again\) and was counted more than once/m,
  'last-writer-wins': /^user u-\d ends '\w+', but the last write is m-\d+/m,
  'poison-messages':
    /^good message m-\d+ was delivered \d+ times: a poison message \(m-\d+\) failed the batch it shared/m,
  'crash-mid-batch': /was delivered twice \(attempts 1 and 2\) and counted more than once/,
  'slow-consumer': /^the backlog of 30 messages took \d+\.\d s to drain .*the target is 10\.0 s/m,
  'transactional-outbox':
    /^the event of order o-\d \(message m-\d\) was sent \d times .*a retry sent again what an earlier try had sent/m,
};

const region = () => page().getByRole('region', { name: 'Challenge' });
const editor = () => region().getByRole('textbox', { name: 'Your queue handler' });

async function open(sectionId: string) {
  await page().goto(`${baseUrl}/learn/${MODULE_ID}?section=${sectionId}`);
  await editor().waitFor();
}

async function type(code: string) {
  await editor().click();
  await page().keyboard.press('ControlOrMeta+a');
  await page().keyboard.press('Delete');
  await page().keyboard.insertText(code);
}

/** Plugs the editor's handler in and answers the verdict's alert once the server gave it. */
async function plugIn(title: string) {
  await region().getByRole('button', { name: PLUG_IN_LABEL }).click();
  const verdict = region().getByRole('alert').filter({ hasText: title });
  await verdict.waitFor({ timeout: VERDICT_MS });
  return verdict;
}

describe('the consumer challenges', () => {
  it.each(Object.keys(ANOMALIES))(
    '%s: the naive starter fails with its anomaly; the reference passes',
    { timeout: 2 * VERDICT_MS + 30_000 },
    async (id) => {
      const challenge = sectionOf(id);
      await open(id);
      // The property and the nemesis come from the live system.
      await region().getByText('What the checker verifies:').waitFor();
      expect(await region().getByRole('button', { name: SHOW_REFERENCE }).count()).toBe(0);

      const failed = await plugIn(VERDICT_TITLES.failed);
      expect(await failed.innerText()).toMatch(ANOMALIES[id] ?? /never/);
      // The trace where it happened, and the run's message diagram.
      const trace = failed.getByRole('link', { name: TRACE_LINK_TEXT });
      expect(await trace.getAttribute('href')).toMatch(/^\/traces\/[0-9a-f]{32}$/);
      const diagram = region().getByRole('img', { name: /^Message diagram: \d+ messages sent/ });
      await diagram.waitFor();

      await type(challenge.solution);
      await plugIn(VERDICT_TITLES.passed);
      // A pass completes the section, as a passed challenge does.
      await page().getByText('Sections 1 of 6').first().waitFor();
      await region().getByRole('button', { name: SHOW_REFERENCE }).click();
      await region().getByRole('textbox', { name: 'Reference solution' }).waitFor();
      // Back on another visit, the pass still shows: the reference stays the learner's.
      await open(id);
      await region().getByRole('button', { name: SHOW_REFERENCE }).waitFor();
    },
  );
});

describe('the consumer settings', () => {
  it(
    'slow-consumer: the starter, unchanged, drains in time with six batches at once',
    {
      timeout: VERDICT_MS + 30_000,
    },
    async () => {
      await open('slow-consumer');
      const concurrency = region().getByRole('textbox', { name: CONCURRENCY_LABEL });
      // Out of range, the field says so and the run keeps its last valid number.
      await concurrency.fill('0');
      await region().getByText(settingError(1, MAX_CONCURRENCY)).waitFor();
      await concurrency.fill('6');
      await plugIn(VERDICT_TITLES.passed);
      // The whole backlog drained in the time of one batch's five slow writes, not six.
      const diagram = region().getByRole('img', { name: /^Message diagram: 30 messages sent/ });
      await diagram.waitFor();
    },
  );
});

const HOSTILE = [
  {
    name: 'an endless loop',
    code: 'export default { async queue(batch) { while (true) {} } };',
    says: /kept the processor busy without a break/,
  },
  {
    name: 'a memory bomb',
    code: "export default { async queue(batch) { let text = 'x'; for (;;) text += text; } };",
    says: /used more memory than a run may/,
  },
  {
    name: 'a network call',
    code: "export default { async queue(batch) { await fetch('https://example.com/'); } };",
    says: /tried to reach the network, which a handler here cannot \(called fetch/,
  },
];

describe('a hostile handler', () => {
  it.each(HOSTILE)(
    '$name is stopped and named',
    { timeout: VERDICT_MS },
    async ({ code, says }) => {
      await open('idempotent-consumer');
      await type(code);
      const stopped = await plugIn(VERDICT_TITLES.stopped);
      expect(await stopped.innerText()).toMatch(says);
    },
  );

  it('an import of a URL is refused before it runs, with the reason', async () => {
    // The browser logs the refusal's 400.
    session.expectedErrors = [/status of 400/];
    await open('idempotent-consumer');
    await type(
      "import x from 'https://example.com/x.js';\nexport default { async queue(batch) {} };",
    );
    await region().getByRole('button', { name: PLUG_IN_LABEL }).click();
    const refused = region().getByRole('alert').filter({ hasText: 'could not be plugged in' });
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/uses an import.*at line 1/s);
  });
});
