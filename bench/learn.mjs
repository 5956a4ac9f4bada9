// The Learn pages in Chromium: the JavaScript they load (gzipped), the time from 'Run Code'
// to the first output line once warm, and how fast an endless loop is stopped while the
// page's main thread stays free.
/* global document, MutationObserver -- used inside page.evaluate */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { atMost, below, figure, median } from './results.mjs';
import { DIST, serveDist } from './static-server.mjs';

const MODULE_WITH_CODE = 'async-basics';
const SECTION_WITH_D3 = 'concurrency-patterns';
const WARM_RUNS = 5;
const TIMED_RUNS = 20;
const LOOP_RUNS = 3;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value, digits = 1) => +value.toFixed(digits);

/** Records every script the page loads (workers and frames too) with its gzipped size. */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' || !response.url().startsWith('http')) return;
    scripts.set(response.url(), 0);
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A navigation can discard a body before it is read, and a sandboxed frame's bodies
      // are not readable; such a script is measured from the build instead.
      scripts.set(response.url(), await builtSize(response.url()));
    }
  });
  return scripts;
}

async function builtSize(url) {
  const bytes = await readFile(join(DIST, new URL(url).pathname)).catch(() => undefined);
  return bytes ? gzipSync(bytes, { level: 9 }).length : 0;
}

const kib = (bytes) => round(bytes / 1024);
const total = (sizes) => [...sizes].reduce((sum, size) => sum + size, 0);

async function setCode(page, code) {
  const editor = page.locator('.cm-content').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** Clicks 'Run Code' and times, inside the page, until the output holds `expected`. */
function timeRun(page, expected) {
  return page.evaluate(async (expectedText) => {
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === 'Run Code',
    );
    const output = document.querySelector('[role="log"]');
    if (!button || !output) throw new Error('no Run Code button or Output panel');
    const started = performance.now();
    const done = new Promise((resolve) => {
      const check = () => {
        if (output.textContent?.includes(expectedText)) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(output, { childList: true, subtree: true, characterData: true });
    });
    button.click();
    const ms = await done;
    // The next run starts only once this one has finished.
    while (button.disabled || button.textContent?.trim() !== 'Run Code') {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return ms;
  }, expected);
}

/** Runs an endless loop and measures how long it takes to be stopped and the page's longest stall. */
function timeEndlessLoop(page, stoppedText) {
  return page.evaluate(async (expectedText) => {
    let longestGap = 0;
    let last = performance.now();
    const heartbeat = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    let longestTask = 0;
    const longTasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
    });
    longTasks.observe({ type: 'longtask', buffered: false });
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === 'Run Code',
    );
    const output = document.querySelector('[role="log"]');
    if (!button || !output) throw new Error('no Run Code button or Output panel');
    const started = performance.now();
    button.click();
    // The last run's message stays in the output until this run has begun.
    while (!button.disabled && button.textContent?.trim() === 'Run Code') {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    while (!output.textContent?.includes(expectedText)) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const stoppedAfter = performance.now() - started;
    clearInterval(heartbeat);
    longTasks.disconnect();
    return { stoppedAfter, longestGap, longestTask };
  }, stoppedText);
}

// The Playground's message for a run stopped at its time limit (apps/web sandbox constants).
const STOPPED_TEXT = 'Stopped after 1 s';

export async function benchLearn() {
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/learn`);
    await page
      .getByRole('heading', { level: 1, name: 'Learn Asynchronous Microservices' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    const hubScripts = new Map(scripts);

    await page.locator(`a[href="/learn/${MODULE_WITH_CODE}"]`).click();
    await page.locator('.cm-content').first().waitFor();
    // Not 'networkidle': the sandbox's spare Worker (a blob: script) never counts as loaded.
    await page.waitForTimeout(1000);
    const moduleOnly = [...scripts].filter(([url]) => !hubScripts.has(url));
    const isD3 = (url) => /\/d3\.min-[^/]*\.js$/.test(url);
    const d3BeforeVisualisation = [...scripts.keys()].some(isD3);
    const editorJs = moduleOnly.find(([url]) => /\/code-editor-[^/]*\.js$/.test(url))?.[1] ?? 0;

    await setCode(page, 'console.log(1)');
    for (let run = 0; run < WARM_RUNS; run += 1) await timeRun(page, '1');
    const runs = [];
    for (let run = 0; run < TIMED_RUNS; run += 1) runs.push(await timeRun(page, '1'));
    runs.sort((a, b) => a - b);

    await setCode(page, 'while (true) {}');
    const loops = [];
    for (let run = 0; run < LOOP_RUNS; run += 1) {
      loops.push(await timeEndlessLoop(page, STOPPED_TEXT));
      await page.getByRole('button', { name: 'Run Code' }).waitFor();
    }

    // A section with a visualisation: only now may d3 load, into its frame.
    await page.goto(`${server.url}/learn/${MODULE_WITH_CODE}?section=${SECTION_WITH_D3}`);
    await page
      .frameLocator('iframe[title="Interactive visualisation"]')
      .locator('svg')
      .first()
      .waitFor();
    // A sandboxed frame's requests do not reach the page's events; its own timeline has them.
    const frameResources = await Promise.all(
      page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map((frame) =>
          frame.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
        ),
    );
    const d3Url = frameResources.flat().find(isD3);
    const pageResources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );

    return {
      hubJsKiB: kib(total(hubScripts.values())),
      hubFiles: hubScripts.size,
      moduleExtraJsKiB: kib(total(moduleOnly.map(([, size]) => size))),
      moduleExtraFiles: moduleOnly.length,
      editorJsKiB: kib(editorJs),
      d3KiB: kib(d3Url ? await builtSize(d3Url) : 0),
      d3OnlyInFrames: !d3BeforeVisualisation && d3Url !== undefined && !pageResources.some(isD3),
      firstLine: {
        runs: TIMED_RUNS,
        p50: round(percentile(runs, 50)),
        p95: round(percentile(runs, 95)),
        max: round(runs.at(-1)),
      },
      endlessLoop: {
        runs: LOOP_RUNS,
        stoppedAfterMs: round(Math.max(...loops.map((loop) => loop.stoppedAfter))),
        medianStoppedAfterMs: round(median(loops.map((loop) => loop.stoppedAfter))),
        longestMainThreadGapMs: round(Math.max(...loops.map((loop) => loop.longestGap))),
        longestTaskMs: round(Math.max(...loops.map((loop) => loop.longestTask))),
      },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function printLearnFigures(learn) {
  console.log(
    `Learn hub JS: ${learn.hubJsKiB} KiB gzipped (${learn.hubFiles} files); ` +
      `a module page adds ${learn.moduleExtraJsKiB} KiB gzipped (${learn.moduleExtraFiles} files, the code editor's ${learn.editorJsKiB} KiB included); ` +
      `d3 (${learn.d3KiB} KiB gzipped) loads only into visualisation frames: ${learn.d3OnlyInFrames ? 'yes' : 'NO'}`,
  );
  const { firstLine, endlessLoop } = learn;
  console.log(
    `'Run Code' to the first output line, warm (${firstLine.runs} runs of console.log(1)): ` +
      `p50 ${firstLine.p50} ms, p95 ${firstLine.p95} ms, max ${firstLine.max} ms (target < 100 ms)`,
  );
  console.log(
    `while (true) {} stopped after at most ${endlessLoop.stoppedAfterMs} ms over ${endlessLoop.runs} runs (target < 1100 ms); ` +
      `longest main-thread gap ${endlessLoop.longestMainThreadGapMs} ms, longest task ${endlessLoop.longestTaskMs} ms (target never blocked > 50 ms)`,
  );
}

/** The table's rows: medians after warm-up, and the worst stall of all runs ('never blocked'). */
export function learnFigures(learn) {
  const { firstLine, endlessLoop } = learn;
  return [
    figure('Learn hub JS, gzipped', learn.hubJsKiB, 'KiB'),
    figure('Learn module page adds JS, gzipped', learn.moduleExtraJsKiB, 'KiB'),
    figure(
      'd3 loaded outside visualisation frames',
      learn.d3OnlyInFrames ? 0 : learn.d3KiB,
      'KiB',
      atMost(0),
    ),
    figure("'Run Code' to first output line, p50 warm", firstLine.p50, 'ms', below(100)),
    figure(
      `while (true) {} stopped after, median of ${endlessLoop.runs}`,
      endlessLoop.medianStoppedAfterMs,
      'ms',
      below(1100),
    ),
    figure(
      `Longest main-thread stall meanwhile, worst of ${endlessLoop.runs}`,
      endlessLoop.longestMainThreadGapMs,
      'ms',
      atMost(50),
    ),
  ];
}
