// What e2e/sandbox-attacks.test.ts measures while learner code attacks the code runner: the
// page's heap and main thread, and the runner frame run with a Worker wholly the attacker's.
import type { Page } from 'playwright-core';

/** The page's JavaScript heap after a full collection, in bytes. */
export async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Infinity;
}

/** The longest the page's main thread went without running a 5 ms timer, over `forMs`. */
export function watchMainThread(page: Page, forMs: number): Promise<number> {
  return page.evaluate(async (watchMs) => {
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

export interface RogueRun {
  lines: number;
  /** Every message after the lines: one 'done' or 'timeout', and nothing after it. */
  ends: Record<string, unknown>[];
  endedAfter: number;
  longestGap: number;
}

/**
 * The real runner frame's script, with its Worker replaced by a rogue one: a document and the
 * script served by route (a routed document may not load the system's own files).
 */
const ROGUE_RUNNER_PATH = '/frames/rogue-runner.html';
const ROGUE_SCRIPT_PATH = '/frames/rogue-runner.js';

/** Runs the real runner frame with its Worker replaced by `rogueSource`, from the page. */
export async function runRogueWorker(
  page: Page,
  baseUrl: string,
  rogueSource: string,
): Promise<RogueRun> {
  const swap = `{const url = URL.createObjectURL(new Blob([${JSON.stringify(rogueSource)}], { type: 'text/javascript' }));
    const RealWorker = Worker;
    self.Worker = class extends RealWorker { constructor(_url, options) { super(url, options); } };}`;
  const runnerScript = await (await fetch(`${baseUrl}/frames/runner.js`)).text();
  await page.route(`${baseUrl}${ROGUE_SCRIPT_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: runnerScript }),
  );
  await page.route(`${baseUrl}${ROGUE_RUNNER_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>${swap}</script><script src="${ROGUE_SCRIPT_PATH}"></script>`,
    }),
  );
  return page.evaluate(async (path) => {
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
