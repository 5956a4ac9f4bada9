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

/** The beat every measurement here runs on the page: a timer every 5 ms. */
const BEAT_MS = 5;

interface TraceEvent {
  name: string;
  ph: string;
  /** The thread's own clock (µs): it moves only while the thread runs. */
  tts?: number;
  args?: { data?: { frame?: string; timerId?: number; timeout?: number; singleShot?: boolean } };
}

/**
 * Runs `act` while Chromium traces the page and returns its result with the most work (ms) the
 * page's main thread did between two beats of a 5 ms timer `act` runs. Work is read from the
 * thread's own clock, so a busy machine that leaves the page waiting for a core does not count:
 * only what the page itself had to do while it was attacked.
 */
export async function busiestBeatGap<T>(
  page: Page,
  act: () => Promise<T>,
): Promise<{ result: T; busiestMs: number }> {
  const browser = page.context().browser();
  if (!browser) throw new Error('The page has no browser to trace it');
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const result = await act();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const key = (event: TraceEvent) => `${event.args?.data?.frame}/${event.args?.data?.timerId}`;
  const beats = new Set(
    traceEvents
      .filter((event) => event.name === 'TimerInstall')
      .filter(({ args }) => args?.data?.timeout === BEAT_MS && args.data.singleShot === false)
      .map(key),
  );
  if (beats.size === 0) throw new Error('The trace holds no 5 ms beat');
  const lastBeat = new Map<string, number>();
  let busiest = 0;
  for (const event of traceEvents) {
    if (event.name !== 'TimerFire' || event.ph !== 'X' || event.tts === undefined) continue;
    if (!beats.has(key(event))) continue;
    const last = lastBeat.get(key(event));
    if (last !== undefined) busiest = Math.max(busiest, event.tts - last);
    lastBeat.set(key(event), event.tts);
  }
  return { result, busiestMs: busiest / 1000 };
}

/**
 * The most work (ms) the page's main thread did between two beats of a 5 ms timer, over
 * `forMs` from when `act` starts.
 */
export async function watchMainThread(
  page: Page,
  forMs: number,
  act: () => Promise<void>,
): Promise<number> {
  const { busiestMs } = await busiestBeatGap(page, async () => {
    const watching = page.evaluate(
      async ({ watchMs, beatMs }) => {
        const beat = setInterval(() => {}, beatMs);
        await new Promise((resolve) => setTimeout(resolve, watchMs));
        clearInterval(beat);
      },
      { watchMs: forMs, beatMs: BEAT_MS },
    );
    await act();
    await watching;
  });
  return busiestMs;
}

export interface RogueRun {
  lines: number;
  /** Every message after the lines: one 'done' or 'timeout', and nothing after it. */
  ends: Record<string, unknown>[];
  /** From the run's start to the first end the page heard, in ms. */
  endedAfter: number;
  /** From the run's start to when a page timer set then for the run's limit fired: the control. */
  controlAfter: number;
  /** The most work the page's main thread did between two 5 ms beats (busiestBeatGap). */
  busiestMs: number;
}

/** The limit the rogue run is given, as the runner gives a lesson's code. */
export const ROGUE_LIMIT_MS = 1000;

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
  const { result, busiestMs } = await busiestBeatGap(page, () =>
    page.evaluate(
      async ({ path, limitMs, beatMs }) => {
        const frame = document.createElement('iframe');
        frame.setAttribute('sandbox', 'allow-scripts');
        frame.src = path;
        const run = { lines: 0, ends: [] as Record<string, unknown>[], endedAfter: -1 };
        let controlAfter = -1;
        let started = 0;
        const beat = setInterval(() => {}, beatMs);
        window.addEventListener('message', (event: MessageEvent<Record<string, unknown>>) => {
          if (event.source !== frame.contentWindow) return;
          const { data } = event;
          if (data.type === 'ready') {
            started = performance.now();
            setTimeout(() => (controlAfter = performance.now() - started), limitMs);
            const message = {
              type: 'run',
              id: 'rogue',
              code: '',
              wantValue: false,
              timeoutMs: limitMs,
            };
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
        await new Promise((resolve) => setTimeout(resolve, 3 * limitMs));
        clearInterval(beat);
        frame.remove();
        return { ...run, controlAfter };
      },
      { path: ROGUE_RUNNER_PATH, limitMs: ROGUE_LIMIT_MS, beatMs: BEAT_MS },
    ),
  );
  return { ...result, busiestMs };
}
