// Learner code attacking the code runner in Chromium (docs/learn.md, "Trust boundaries"):
// each test is an attack that must fail. The learner's Worker shares its realm with our
// runtime, so these patch what a learner can patch and check what the page ends up with.
import { describe, expect, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import {
  MAX_OUTPUT_LINES,
  OUTPUT_CUT_LINE,
  RUNNER_TAMPERED_MESSAGE,
} from '../apps/web/src/features/learn/sandbox/constants';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';

const { page, baseUrl } = usePage(DESKTOP_VIEWPORT);

const STOPPED = 'Stopped after 1 s: the code was still running (an endless loop?)';
/** How long the page may go without running a 5 ms timer while it is attacked. */
const RESPONSIVE_MS = 200;
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

/** The page's JavaScript heap after a full collection, in bytes. */
async function heapUsed(): Promise<number> {
  const cdp = await page().context().newCDPSession(page());
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Infinity;
}

/** The longest the page's main thread went without running a 5 ms timer, over `forMs`. */
function watchMainThread(forMs: number): Promise<number> {
  return page().evaluate(async (watchMs) => {
    let last = performance.now();
    let longest = 0;
    const beat = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    await new Promise((resolve) => setTimeout(resolve, watchMs));
    clearInterval(beat);
    return Math.max(longest, performance.now() - last);
  }, forMs);
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
    const heapBefore = await heapUsed();
    const watching = watchMainThread(2_500);
    await page().getByRole('button', { name: 'Run Code' }).click();
    expect(await watching).toBeLessThan(RESPONSIVE_MS);
    await page().getByRole('button', { name: 'Run Code' }).waitFor({ timeout: 10_000 });

    const lines = (await output().innerText()).trim().split('\n');
    expect(lines).toHaveLength(MAX_OUTPUT_LINES + 1);
    expect(lines[0]).toBe('start');
    expect(lines.at(-1)).toBe(OUTPUT_CUT_LINE);
    expect(lines.some((line) => line.startsWith('flood'))).toBe(false);
    expect((await heapUsed()) - heapBefore).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
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

interface RogueRun {
  lines: number;
  /** Every message after the lines: one 'done' or 'timeout', and nothing after it. */
  ends: Record<string, unknown>[];
  endedAfter: number;
  longestGap: number;
}

/**
 * The real runner frame's script, with its Worker replaced by `rogueSource`: a document and the
 * script served by route (a routed document may not load the system's own files).
 */
const ROGUE_RUNNER_PATH = '/frames/rogue-runner.html';
const ROGUE_SCRIPT_PATH = '/frames/rogue-runner.js';

/** Runs the real runner frame with its Worker replaced by `rogueSource`, from the page. */
async function runRogueWorker(rogueSource: string): Promise<RogueRun> {
  const swap = `{const url = URL.createObjectURL(new Blob([${JSON.stringify(rogueSource)}], { type: 'text/javascript' }));
    const RealWorker = Worker;
    self.Worker = class extends RealWorker { constructor(_url, options) { super(url, options); } };}`;
  const runnerScript = await (await fetch(`${baseUrl}/frames/runner.js`)).text();
  await page().route(`${baseUrl}${ROGUE_SCRIPT_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: runnerScript }),
  );
  await page().route(`${baseUrl}${ROGUE_RUNNER_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>${swap}</script><script src="${ROGUE_SCRIPT_PATH}"></script>`,
    }),
  );
  return page().evaluate(async (path) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.src = path;
    const run: RogueRun = { lines: 0, ends: [], endedAfter: -1, longestGap: 0 };
    let started = 0;
    let last = performance.now();
    const beat = setInterval(() => {
      const now = performance.now();
      run.longestGap = Math.max(run.longestGap, now - last);
      last = now;
    }, 5);
    window.addEventListener('message', (event: MessageEvent<Record<string, unknown>>) => {
      if (event.source !== frame.contentWindow) return;
      const { data } = event;
      if (data.type === 'ready') {
        started = performance.now();
        const message = { type: 'run', id: 'rogue', code: '', wantValue: false, timeoutMs: 1000 };
        frame.contentWindow?.postMessage(message, '*');
      } else if (data.type === 'lines' && Array.isArray(data.lines)) {
        run.lines += data.lines.length;
      } else {
        run.ends.push(data);
        if (run.endedAfter < 0) run.endedAfter = performance.now() - started;
      }
    });
    document.body.appendChild(frame);
    // Long enough for the run's limit, its backstop, and anything sent after its end.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    clearInterval(beat);
    frame.remove();
    return run;
  }, ROGUE_RUNNER_PATH);
}

describe('a Worker that is entirely the attacker’s', () => {
  it('gets at most the line cap through the frame, and is stopped', async () => {
    await openModule('async-basics');
    const heapBefore = await heapUsed();
    const run = await runRogueWorker(ROGUE_FLOOD);
    expect(run.lines).toBeLessThanOrEqual(MAX_OUTPUT_LINES + 1);
    expect(run.ends).toEqual([
      { type: 'done', id: 'rogue', status: 'error', message: RUNNER_TAMPERED_MESSAGE },
    ]);
    expect(run.longestGap).toBeLessThan(RESPONSIVE_MS);
    expect((await heapUsed()) - heapBefore).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
  });

  it('is stopped at the limit by the frame clock whatever it does to its own', async () => {
    await openModule('async-basics');
    const run = await runRogueWorker(ROGUE_CLOCK);
    expect(run.ends).toEqual([{ type: 'timeout', id: 'rogue', afterMs: 1000 }]);
    expect(run.endedAfter).toBeGreaterThanOrEqual(990);
    expect(run.endedAfter).toBeLessThan(1_200);
  });
});
