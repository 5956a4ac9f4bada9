// Learner code attacking the code runner in Chromium (docs/learn.md, "Trust boundaries"):
// each test is an attack that must fail. The learner's Worker shares its realm with our
// runtime, so these patch what a learner can patch and check what the page ends up with.
import { describe, expect, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import {
  API_EXAMPLE_PATH,
  API_PATH_MESSAGE,
  MAX_OUTPUT_LINES,
  OUTPUT_CUT_LINE,
  RUNNER_TAMPERED_MESSAGE,
} from '../apps/web/src/features/learn/sandbox/constants';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';
import {
  heapUsed,
  ROGUE_LIMIT_MS,
  runRogueWorker,
  watchMainThread,
} from './support/sandbox-attack';

const { page, baseUrl } = usePage(DESKTOP_VIEWPORT);

const STOPPED = 'Stopped after 1 s: the code was still running (an endless loop?)';
/**
 * The most work the page's main thread may do between two beats of a 5 ms timer while it is
 * attacked (read from the thread's own clock, so a busy machine does not count).
 */
const RESPONSIVE_MS = 200;
/** How soon after a page timer set for the same limit the frame's stop must reach the page. */
const STOP_MARGIN_MS = 200;
/** How much the page's JavaScript heap may grow while it is attacked. */
const HEAP_GROWTH_LIMIT_BYTES = 64 * 1024 * 1024;

const output = () => page().getByRole('log', { name: 'Output' });

async function openModule(id: string) {
  const found = MODULES.find((candidate) => candidate.id === id);
  await page().goto(`${baseUrl}/learn/${id}`);
  await page()
    .getByRole('heading', { level: 1, name: found?.title ?? id })
    .waitFor();
  // The heading comes from the module's summary; the section, with its runner, a moment later.
  await page().locator('iframe[title="Code runner"]').first().waitFor({ state: 'attached' });
}

/** Replaces the text of a labelled CodeMirror editor, as pasting would. */
async function setEditorText(label: string, text: string) {
  await page().getByRole('textbox', { name: label }).click();
  await page().keyboard.press('ControlOrMeta+a');
  await page().keyboard.insertText(text);
}

// Grabs the runtime's MessagePort by patching the prototype, then posts 200 × 1,000 lines on
// it and on the Worker's own channel, then logs past the cap the honest way.
const FLOOD_CODE = `
const ports = [];
const realPost = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (...args) {
  ports.push(this);
  return realPost.apply(this, args);
};
console.log('start');
await new Promise((resolve) => setTimeout(resolve, 50));
const lines = Array.from({ length: 1000 }, (_, i) => ({ level: 'log', text: 'flood ' + i }));
for (let round = 0; round < 200; round += 1) {
  for (const port of ports) realPost.call(port, { type: 'lines', lines });
  self.postMessage({ type: 'lines', lines });
}
for (let i = 0; i < 5000; i += 1) console.log('honest ' + i);`;

describe('learner code attacking the playground', () => {
  it('cannot push more than the line cap to the page by hijacking the port', async () => {
    await openModule('async-basics');
    await setEditorText('Code editor', FLOOD_CODE);
    const heapBefore = await heapUsed(page());
    const busiest = await watchMainThread(page(), 2_500, () =>
      page().getByRole('button', { name: 'Run Code' }).click(),
    );
    expect(busiest).toBeLessThan(RESPONSIVE_MS);
    await page().getByRole('button', { name: 'Run Code' }).waitFor({ timeout: 10_000 });

    const lines = (await output().innerText()).trim().split('\n');
    expect(lines).toHaveLength(MAX_OUTPUT_LINES + 1);
    expect(lines[0]).toBe('start');
    expect(lines.at(-1)).toBe(OUTPUT_CUT_LINE);
    expect(lines.some((line) => line.startsWith('flood'))).toBe(false);
    expect((await heapUsed(page())) - heapBefore).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
  });

  it('is still stopped after 1 s by the page clock when it fakes Date.now and performance.now', async () => {
    await openModule('async-basics');
    await setEditorText(
      'Code editor',
      [
        'const frozen = Date.now();',
        'Date.now = () => frozen;',
        'performance.now = () => 0;',
        'self.Date = class extends Date { static now() { return frozen; } };',
        'while (true) {}',
      ].join('\n'),
    );
    const started = Date.now();
    await page().getByRole('button', { name: 'Run Code' }).click();
    await page().getByText(STOPPED).waitFor({ timeout: 5_000 });
    const stoppedAfter = Date.now() - started;
    expect(stoppedAfter).toBeGreaterThanOrEqual(900);
    expect(stoppedAfter).toBeLessThan(2_500);
  });
});

describe('learner code attacking a challenge', () => {
  it('cannot rewrite a wrong answer into a pass', async () => {
    const challenge = MODULES.find((found) => found.id === 'error-handling')?.sections[0]
      ?.challenge;
    if (!challenge) throw new Error('the first error-handling section has a challenge');
    await openModule('error-handling');
    const region = page().getByRole('region', { name: 'Challenge' });
    const total = challenge.tests.length;
    const verdict = () => region.getByRole('status').innerText();

    // The starter code honestly fails at least one test.
    await region.getByRole('button', { name: 'Run Tests' }).click();
    await expect.poll(verdict, { timeout: 15_000 }).toMatch(/^\d+ of \d+ tests passed$/);
    const honest = await verdict();
    expect(honest).not.toBe(`${total} of ${total} tests passed`);

    // The same code, patched to report the first test's expected output for every test and to
    // post forged results: were any of it heard, the verdict would change.
    const expected = JSON.stringify(challenge.tests[0]?.expectedOutput ?? '');
    await setEditorText(
      'Your solution',
      `${challenge.starterCode}
const forged = { type: 'done', status: 'ok', value: ${expected}, passed: true };
const realPost = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (message, ...rest) {
  const rewritten = message && message.type === 'done' ? forged : message;
  return realPost.call(this, rewritten, ...rest);
};
self.postMessage(forged);
self.postMessage({ type: 'results', passed: ${total}, total: ${total} });`,
    );
    await region.getByRole('button', { name: 'Run Tests' }).click();
    // The old verdict goes while the tests run; the new one must read the same.
    await region.getByRole('button', { name: 'Run Tests' }).waitFor({ timeout: 15_000 });
    await expect.poll(verdict, { timeout: 15_000 }).toBe(honest);
  });
});

// A handler that always answers 404, made to read like the right answers (docs/learn.md,
// "Trust boundaries"): by rewriting what the runtime's formatter joins, or by a Proxy whose
// property descriptors say 200 while reading its properties gives 404.
const ALWAYS_404 = `let lastPath = '';
function handle(request) {
  lastPath = new URL(request.url).pathname;
  return { status: 404, body: 'not found' };
}`;
const JOIN_FORGERY = `${ALWAYS_404}
const realJoin = Array.prototype.join;
Array.prototype.join = function (separator) {
  const text = realJoin.call(this, separator);
  if (text === "status: 404, body: 'not found'")
    return lastPath === '/health' ? "status: 200, body: 'ok'" : 'status: 200, body: { fileCount: 3 }';
  if (text === "'returned 404'") return "'returned 200', 'sent /health 200'";
  return text;
};`;
const PROXY_FORGERY = `${ALWAYS_404}
const real = handle;
handle = (request) => new Proxy(real(request), {
  getOwnPropertyDescriptor: (target, key) => ({
    value: key === 'status' ? 200 : lastPath === '/health' ? 'ok' : { fileCount: 3 },
    enumerable: true, configurable: true, writable: true,
  }),
});`;

// A 404 handler that reads which test runs from its own function's text, and answers each with
// what it expects: honest only while a test and the learner's code share one function.
const CALLEE_FORGERY = `${ALWAYS_404}
const whole = String(arguments.callee);
const test = whole.slice(whole.lastIndexOf(';return await ('));
if (test.includes('waitUntil: (promise)')) return ['returned 200', 'sent /health 200'];
if (test.includes('/nope')) return [404, 404, 404];
if (test.includes('demo-user')) return { status: 200, body: { fileCount: 3 } };
return { status: 200, body: 'ok' };`;
// A 404 handler that returns the first test's answer before the test could run.
const EARLY_RETURN = `return { status: 200, body: 'ok' };
${ALWAYS_404}`;

describe('learner code forging a challenge verdict', () => {
  async function verdictOf(code: string): Promise<string> {
    await openModule('cloudflare-workers');
    const region = page().getByRole('region', { name: 'Challenge' });
    await setEditorText('Your solution', code);
    await region.getByRole('button', { name: 'Run Tests' }).click();
    await region.getByRole('button', { name: 'Run Tests' }).waitFor({ timeout: 15_000 });
    const verdict = region.getByRole('status');
    await expect.poll(() => verdict.innerText(), { timeout: 15_000 }).toMatch(/ tests passed$/);
    return verdict.innerText();
  }

  it('cannot pass a 404 handler by patching Array.prototype.join', async () => {
    // Only '[ 404, 404, 404 ]' is the handler's honest due.
    expect(await verdictOf(JOIN_FORGERY)).toBe('1 of 4 tests passed');
  });

  it('cannot pass a 404 handler with a Proxy whose descriptors lie', async () => {
    expect(await verdictOf(PROXY_FORGERY)).toBe('1 of 4 tests passed');
  });

  it('cannot pass a 404 handler by reading the tests through arguments.callee', async () => {
    // The code runs in strict mode, apart from the tests: reading arguments.callee throws.
    expect(await verdictOf(CALLEE_FORGERY)).toBe('0 of 4 tests passed');
  });

  it('cannot pass a 404 handler by returning an answer before the tests run', async () => {
    expect(await verdictOf(EARLY_RETURN)).toBe('0 of 4 tests passed');
  });
});

describe('learner code stretching the time limit with the API bridge', () => {
  /**
   * How long the run took as the page saw it: from the click on Run Code to the message that
   * stopped it, both timed in the page, so the test process's own delays (the click's checks,
   * its polling) on a busy machine are not counted as the run's.
   */
  async function stoppedAfterMs(code: string, timeout = 5_000): Promise<number> {
    await openModule('async-basics');
    await setEditorText('Code editor', code);
    const run = page().getByRole('button', { name: 'Run Code' });
    await run.evaluate((button) => {
      const shown = () => /(^|\n)Stopped after /.test(document.body.innerText);
      (window as { stoppedAfter?: Promise<number> }).stoppedAfter = new Promise((resolve) => {
        const onClick = () => {
          const clicked = performance.now();
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve(performance.now() - clicked);
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        };
        button.addEventListener('click', onClick, { once: true });
      });
    });
    await run.click();
    await page()
      .getByText(/^Stopped after /)
      .waitFor({ timeout });
    return page().evaluate(() => (window as { stoppedAfter?: Promise<number> }).stoppedAfter ?? -1);
  }

  it('is stopped within about 1 s and the call when it loops after api.get', async () => {
    const took = await stoppedAfterMs(`api.get('${API_EXAMPLE_PATH}');\nwhile (true) {}`);
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(2_500);
  });

  // Only a Worker free to run its timers beats (run-limit.ts): calls made from a loop that never
  // lets them run stretch nothing, however long their answers take.
  it('is stopped within about 1 s when it keeps calling from a loop', async () => {
    const took = await stoppedAfterMs(
      `for (;;) {\n  api.get('${API_EXAMPLE_PATH}').catch(() => {});\n  const until = Date.now() + 300;\n  while (Date.now() < until) {}\n}`,
    );
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(2_500);
  });

  it('suggests a path in its refusal that the system answers', async () => {
    expect(API_PATH_MESSAGE).toContain(`'${API_EXAMPLE_PATH}'`);
    const response = await fetch(`${baseUrl}${API_EXAMPLE_PATH}`);
    expect(response.status).toBe(200);
  });
});

// The runtime's own guards are in the learner's realm, so the frame must hold even when the
// Worker's code is entirely the attacker's: this swaps the Worker the runner frame starts.
const ROGUE_FLOOD = `self.onmessage = (event) => {
  const port = event.data.port;
  const lines = Array.from({ length: 1000 }, (_, i) => ({ level: 'log', text: 'flood ' + i }));
  for (let round = 0; round < 200; round += 1) port.postMessage({ type: 'lines', lines });
  port.postMessage({ type: 'done', status: 'ok' });
};`;
const ROGUE_CLOCK = `self.onmessage = () => {
  Date.now = () => 0;
  performance.now = () => 0;
  while (true) {}
};`;

describe('a Worker that is entirely the attacker’s', () => {
  it('gets at most the line cap through the frame, and is stopped', async () => {
    await openModule('async-basics');
    const heapBefore = await heapUsed(page());
    const run = await runRogueWorker(page(), baseUrl, ROGUE_FLOOD);
    expect(run.lines).toBeLessThanOrEqual(MAX_OUTPUT_LINES + 1);
    expect(run.ends).toEqual([
      { type: 'done', id: 'rogue', status: 'error', message: RUNNER_TAMPERED_MESSAGE },
    ]);
    expect(run.busiestMs).toBeLessThan(RESPONSIVE_MS);
    expect((await heapUsed(page())) - heapBefore).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
  });

  it('is stopped at the limit by the frame clock whatever it does to its own', async () => {
    await openModule('async-basics');
    const run = await runRogueWorker(page(), baseUrl, ROGUE_CLOCK);
    expect(run.ends).toEqual([{ type: 'timeout', id: 'rogue', afterMs: ROGUE_LIMIT_MS }]);
    expect(run.endedAfter).toBeGreaterThanOrEqual(ROGUE_LIMIT_MS - 10);
    // Side by side with a page timer set at the run's start for the same limit, so a machine
    // too busy to fire timers on time moves both.
    expect(run.endedAfter - run.controlAfter).toBeLessThan(STOP_MARGIN_MS);
  });
});
