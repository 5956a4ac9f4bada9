// A class, as an instructor and two learners run it, each in a browser of their own: the
// instructor signs in and makes a class; the learners join by its link under names only the
// instructor sees; the console shows, live, where each one is, their progress, a raised hand,
// three failed Checks as stuck and a drill; the CSV holds both rows. A learner cannot open the
// console, nor see the other's name.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { violations } from './support/axe';
import { launchBrowser } from './support/browser.mjs';
import { choose, shownText } from './support/quiz-text';

const baseUrl = inject('baseUrl');
const adminToken = inject('adminToken');
const LIVE_MS = 10_000;

const basics = MODULES.find((candidate) => candidate.id === 'async-basics');
const questions = basics?.sections[0]?.quiz?.questions ?? [];
const labSection = basics?.sections.find((section) => section.lab);

let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  expect(errors).toEqual([]);
});

describe('a class', () => {
  let instructor: Page;
  let ana: Page;
  let ben: Page;
  let code = '';
  const row = (name: string) => instructor.locator(`tr[data-member="${name}"]`);
  const learnerIdOf = async (name: string) => {
    const roster = (await (
      await instructor.request.get(`${baseUrl}/api/classes/${code}`)
    ).json()) as {
      data: { members: { learnerId: string; displayName: string }[] };
    };
    return roster.data.members.find((member) => member.displayName === name)?.learnerId ?? '';
  };

  it('is made by the instructor after signing in, with a join code and link', async () => {
    instructor = await newPage();
    await instructor.goto(`${baseUrl}/class`);
    await instructor.getByLabel('Admin token').fill('not the token');
    await instructor.getByRole('button', { name: 'Sign in' }).click();
    await instructor.getByText('This is not the admin token: check it and try again').waitFor();
    await instructor.getByLabel('Admin token').fill(adminToken);
    await instructor.getByRole('button', { name: 'Sign in' }).click();
    await instructor.getByLabel('Class name').fill('Async 101, e2e');
    await instructor.getByRole('button', { name: 'Create class' }).click();
    code = (await instructor.locator('[data-join-code]').textContent()) ?? '';
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    await instructor.getByRole('link', { name: `${baseUrl}/join/${code}` }).waitFor();
    await instructor.getByRole('link', { name: 'Open the console' }).click();
    await instructor.getByRole('heading', { name: 'Class console: Async 101, e2e' }).waitFor();
    await instructor.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await instructor.getByText('No one has joined yet').waitFor();
  });

  it('is joined by two learners, each under a checked name, shown live on the console', async () => {
    ana = await newPage();
    ben = await newPage();
    for (const [page, name] of [
      [ana, 'Ana'],
      [ben, 'Ben'],
    ] as const) {
      await page.goto(`${baseUrl}/join/${code}`);
      await page.getByLabel('Your name in this class').fill(name === 'Ben' ? ' ana ' : name);
      await page.getByRole('button', { name: 'Join' }).click();
      if (name === 'Ben') {
        await page.getByText("displayName: 'ana' is taken in this class: choose another").waitFor();
        await page.getByLabel('Your name in this class').fill(name);
        await page.getByRole('button', { name: 'Join' }).click();
      }
      await page.getByText(`You are in class ${code} as ${name}.`).waitFor();
      await page
        .getByRole('region', { name: 'What your instructor sees' })
        .getByText(name)
        .waitFor();
      await row(name).waitFor({ timeout: LIVE_MS });
    }
    await instructor.getByText('2 of 2 members').waitFor();
  });

  it("shows a learner's place and progress as they work: a quiz passed, a lab started", async () => {
    await ana.goto(`${baseUrl}/learn/async-basics`);
    const quiz = ana.getByRole('region', { name: 'Quick Quiz' });
    for (const question of questions) {
      const group = quiz.getByRole('radiogroup', { name: shownText(question.question) });
      await choose(
        group.getByRole('radio', {
          name: shownText(question.options[question.correctAnswer] ?? ''),
          exact: true,
        }),
      );
    }
    await quiz.getByRole('button', { name: 'Check Answers' }).click();
    await expect
      .poll(() => row('Ana').textContent(), { timeout: LIVE_MS })
      .toMatch(/async-basics · §1/);
    await expect.poll(() => row('Ana').textContent(), { timeout: LIVE_MS }).not.toMatch(/\b0 %/);

    await ana.goto(`${baseUrl}/learn/async-basics?section=${labSection?.id ?? ''}`);
    await ana.getByRole('button', { name: 'Start exercise' }).click();
    await expect
      .poll(() => row('Ana').textContent(), { timeout: LIVE_MS })
      .toContain(`Lab ${labSection?.lab?.id ?? ''}: step 2 of`);
  });

  it('shows a hand raised in the lab panel, and lowered', async () => {
    await ana.getByRole('button', { name: 'Raise hand' }).click();
    await row('Ana').getByText('Hand up').waitFor({ timeout: LIVE_MS });
    await instructor.getByRole('combobox', { name: 'Show' }).click();
    await instructor.getByRole('option', { name: 'Hands up' }).click();
    await instructor.getByText('1 of 2 members').waitFor();
    await ana.getByRole('button', { name: 'Lower hand' }).click();
    await instructor.getByText('No member matches the filter.').waitFor({ timeout: LIVE_MS });
    await instructor.getByRole('combobox', { name: 'Show' }).click();
    await instructor.getByRole('option', { name: 'Everyone' }).click();
  });

  it('shows a learner as stuck after three failed Checks in a row', async () => {
    await ben.goto(`${baseUrl}/learn/async-basics?section=${labSection?.id ?? ''}`);
    await ben.getByRole('button', { name: 'Start exercise' }).click();
    const check = ben.getByRole('button', { name: 'Check', exact: true });
    for (let i = 0; i < 3; i += 1) {
      await check.click();
      await expect.poll(() => check.getAttribute('data-loading')).toBeNull();
    }
    await row('Ben').getByText('3 failed Checks in a row').waitFor({ timeout: LIVE_MS });
  });

  it("shows a learner's drill, started and given up, from what the gateway saw", async () => {
    const started = await ben.request.post(`${baseUrl}/api/lab/drills`, {
      data: { level: 'easy' },
    });
    expect(started.status()).toBe(201);
    await row('Ben').getByText('A easy drill running').waitFor({ timeout: LIVE_MS });
    const { data } = (await started.json()) as { data: { id: string } };
    const diagnosis = await ben.request.post(`${baseUrl}/api/lab/drills/${data.id}/diagnosis`, {
      data: { target: 'telemetry', type: 'pause' },
    });
    expect(diagnosis.status()).toBe(200);
    expect((await ben.request.delete(`${baseUrl}/api/lab/drills/${data.id}`)).status()).toBe(200);
    await expect
      .poll(() => row('Ben').textContent(), { timeout: LIVE_MS })
      .toContain('0 solved of 1, 1 attempts');
  });

  it('runs a drill for everyone: solved by one, its times and wrong answers shown, then revealed', async () => {
    const card = instructor.getByRole('region', { name: 'A drill for everyone' });
    await card.getByRole('button', { name: 'Start for everyone' }).click();
    await card.getByText('0 of 2 solved').waitFor({ timeout: LIVE_MS });
    // The instructor sees the answer; a learner's own row does not say it.
    const answer = /Answer: (\S+) on (\S+)/.exec((await card.textContent()) ?? '');
    const [type = '', target = ''] = answer?.slice(1) ?? [];
    expect(type).not.toBe('');
    const own = await ana.request.get(`${baseUrl}/api/classes/${code}/members/me`);
    expect(await own.text()).not.toContain(`"type":"${type}"`);

    const faults = (await (await ana.request.get(`${baseUrl}/api/lab/faults`)).json()) as {
      data: { drill: { id: string } | null };
    };
    const drillId = faults.data.drill?.id ?? '';
    expect(drillId).not.toBe('');
    const diagnose = (body: object) =>
      ana.request.post(`${baseUrl}/api/lab/drills/${drillId}/diagnosis`, { data: body });
    const wrongTarget = target === 'storage' ? 'users' : 'storage';
    expect((await diagnose({ target: wrongTarget, type })).status()).toBe(200);
    expect((await diagnose({ target, type })).status()).toBe(200);
    await card.getByText('1 of 2 solved').waitFor({ timeout: LIVE_MS });
    const wrongRow = card.getByRole('table', { name: 'Wrong answers, most given first' });
    await wrongRow.getByRole('row', { name: `${type} on ${wrongTarget} 1` }).waitFor();
    const times = card.getByRole('table', { name: 'Time to diagnose' });
    await times.getByRole('row', { name: 'under 1 min 1' }).waitFor();

    await ben.goto(`${baseUrl}/learn`);
    await card.getByRole('button', { name: 'Reveal to everyone' }).click();
    await card.getByText('(revealed)').waitFor({ timeout: LIVE_MS });
    await ben
      .getByText(`Your instructor revealed the class drill: it was ${type} on ${target}.`)
      .waitFor({ timeout: LIVE_MS });
    const bens = (await (await ben.request.get(`${baseUrl}/api/lab/faults`)).json()) as {
      data: { drill: unknown };
    };
    expect(bens.data.drill).toBeNull();
  });

  it("resets a learner's lab: the faults they started end, and their drill", async () => {
    const started = await ben.request.post(`${baseUrl}/api/lab/faults`, {
      data: { target: 'storage', type: 'latency', value: 300, durationSeconds: 120 },
    });
    expect(started.status()).toBe(201);
    instructor.once('dialog', (dialog) => void dialog.accept());
    await instructor.getByRole('button', { name: 'Reset the lab of Ben' }).click();
    await row('Ben').getByText('1 fault cleared').waitFor({ timeout: LIVE_MS });
    const faults = (await (await ben.request.get(`${baseUrl}/api/lab/faults`)).json()) as {
      data: { items: unknown[] };
    };
    expect(faults.data.items).toEqual([]);
  });

  it("puts a learner's map, faults and traces on the projector, and only theirs", async () => {
    const started = await ben.request.post(`${baseUrl}/api/lab/faults`, {
      data: { target: 'storage', type: 'latency', value: 300, durationSeconds: 120 },
    });
    expect(started.status()).toBe(201);
    const { id } = ((await started.json()) as { data: { id: string } }).data;
    await instructor.getByRole('link', { name: 'Projector: the lab of Ben' }).click();
    await instructor.getByRole('heading', { name: "Ben's lab" }).waitFor();
    const region = (name: string) => instructor.getByRole('region', { name });
    await region('Where they are').getByText('Ben').waitFor();
    await region('Their faults').getByText('latency on storage (+300 ms)').waitFor();
    await region('System map').getByRole('img').first().waitFor();
    // Ben's own calls, read as his session reads its traces (a trace is stored a few seconds on).
    await region('Their latest traces')
      .getByText(/\/api\/lab\/faults/)
      .first()
      .waitFor({ timeout: 30_000 });
    // Read only: the queues' dead letters are counted, with no button to open or replay them.
    await region('System map')
      .getByText(/^Dead letters \(\d+\)$/)
      .first()
      .waitFor();
    expect(
      await region('System map')
        .getByRole('button', { name: /^Dead letters/ })
        .count(),
    ).toBe(0);
    // A learner cannot read another's lab through it.
    const view = `${baseUrl}/api/classes/${code}/members/${await learnerIdOf('Ana')}/view`;
    expect((await ben.request.get(`${view}/api/lab/topology`)).status()).toBe(401);
    await instructor.getByRole('link', { name: 'Back to the console' }).click();
    await instructor.getByRole('link', { name: 'Projector: the lab of Ana' }).click();
    await instructor.getByRole('heading', { name: "Ana's lab" }).waitFor();
    await region('Their faults').getByText('No fault is on in their lab.').waitFor();
    await region('System map').getByRole('img').first().waitFor();
    for (const colorScheme of ['dark', 'light'] as const) {
      await instructor.emulateMedia({ colorScheme });
      expect(await violations(instructor), colorScheme).toEqual([]);
    }
    expect((await ben.request.delete(`${baseUrl}/api/lab/faults/${id}`)).status()).toBe(200);
    await instructor.getByRole('link', { name: 'Back to the console' }).click();
    await instructor.getByRole('heading', { name: 'Class console: Async 101, e2e' }).waitFor();
  });

  it('exports a CSV with a row per member', async () => {
    const download = instructor.waitForEvent('download');
    await instructor.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`class-${code}.csv`);
    const text = await new Response(
      (await file.createReadStream()) as unknown as ReadableStream,
    ).text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^displayName,learnerId,/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(['Ana', 'Ben']);
  });

  it('has a console and a join page with no accessibility violation, light or dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await instructor.emulateMedia({ colorScheme });
      await ana.emulateMedia({ colorScheme });
      expect(await violations(instructor), colorScheme).toEqual([]);
      await ana.goto(`${baseUrl}/join/${code}`);
      await ana
        .getByRole('region', { name: 'What your instructor sees' })
        .getByText('Ana')
        .waitFor();
      expect(await violations(ana), colorScheme).toEqual([]);
    }
    await instructor.emulateMedia({ colorScheme: 'light' });
  });

  it("is closed to a learner: the console asks for the token, and neither sees the other's name", async () => {
    await ana.goto(`${baseUrl}/class/${code}`);
    await ana.getByRole('heading', { name: 'Sign in as the instructor' }).waitFor();
    expect((await ana.request.get(`${baseUrl}/api/classes/${code}`)).status()).toBe(401);
    await ana.goto(`${baseUrl}/join/${code}`);
    await ana.getByRole('region', { name: 'What your instructor sees' }).getByText('Ana').waitFor();
    // What the page shows and says (its markup holds asset names, any of which may hold 'Ben').
    expect(await ana.locator('body').innerText()).not.toMatch(/\bBen\b/);
  });

  it('follows a learner to another browser with their rejoin code, progress and all', async () => {
    await ana.goto(`${baseUrl}/join/${code}`);
    const rejoinCode =
      (await ana.locator('[data-rejoin-code]').getAttribute('data-rejoin-code')) ?? '';
    expect(rejoinCode).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    const elsewhere = await newPage();
    await elsewhere.goto(`${baseUrl}/join/${code}`);
    await elsewhere.getByLabel('Your rejoin code').fill(rejoinCode);
    await elsewhere.getByRole('button', { name: 'Continue here' }).click();
    await elsewhere.getByText(`You are in class ${code} as Ana.`).waitFor();
    await elsewhere
      .getByRole('region', { name: 'What your instructor sees' })
      .getByText(`Lab ${labSection?.lab?.id ?? ''}`, { exact: false })
      .waitFor();
    await instructor.getByText('2 of 2 members').waitFor();
    expect((await ana.request.get(`${baseUrl}/api/classes/${code}/members/me`)).status()).toBe(403);
  });

  it('ends when the instructor ends it, and its console says so', async () => {
    instructor.once('dialog', (dialog) => void dialog.accept());
    await instructor.getByRole('button', { name: 'End class' }).click();
    await instructor
      .getByText('This class has ended: its data is erased.')
      .first()
      .waitFor({ timeout: LIVE_MS });
    expect((await instructor.request.get(`${baseUrl}/api/classes/${code}`)).status()).toBe(404);
  });
});
