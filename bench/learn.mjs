// The Learn pages in Chromium: the JavaScript they load (gzipped), the time from 'Run Code'
// to the first output line once warm, and how fast an endless loop is stopped while the
// page's main thread stays free.
/* global document, MutationObserver -- used inside page.evaluate */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveDist } from './static-server.mjs';

const MODULE_WITH_CODE = 'async-basics';
const WARM_RUNS = 5;
const TIMED_RUNS = 20;
const LOOP_RUNS = 3;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value, digits = 1) => +value.toFixed(digits);

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Records every script the page loads (workers and frames too) with its gzipped size. */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' || !response.url().startsWith('http')) return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A navigation can discard a body before it is read; its size is then unknown.
    }
  });
  return scripts;
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
    while (!output.textContent?.includes(expectedText)) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const stoppedAfter = performance.now() - started;
    clearInterval(heartbeat);
    longTasks.disconnect();
    return { stoppedAfter, longestGap, longestTask };
  }, stoppedText);
}

export async function benchLearn({ stoppedText }) {
  const server = await serveDist();
  const browser = await launch();
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
    await page.waitForLoadState('networkidle');
    const moduleOnly = [...scripts].filter(([url]) => !hubScripts.has(url));
    const d3Loaded = [...scripts.keys()].some((url) => /d3/.test(url));

    await setCode(page, 'console.log(1)');
    for (let run = 0; run < WARM_RUNS; run += 1) await timeRun(page, '1');
    const runs = [];
    for (let run = 0; run < TIMED_RUNS; run += 1) runs.push(await timeRun(page, '1'));
    runs.sort((a, b) => a - b);

    await setCode(page, 'while (true) {}');
    const loops = [];
    for (let run = 0; run < LOOP_RUNS; run += 1) {
      loops.push(await timeEndlessLoop(page, stoppedText));
      await page.getByRole('button', { name: 'Run Code' }).waitFor();
    }

    return {
      hubJsKiB: kib(total(hubScripts.values())),
      hubFiles: hubScripts.size,
      moduleExtraJsKiB: kib(total(moduleOnly.map(([, size]) => size))),
      moduleExtraFiles: moduleOnly.length,
      d3OnModuleWithoutVisualisation: d3Loaded,
      firstLine: {
        runs: TIMED_RUNS,
        p50: round(percentile(runs, 50)),
        p95: round(percentile(runs, 95)),
        max: round(runs.at(-1)),
      },
      endlessLoop: {
        runs: LOOP_RUNS,
        stoppedAfterMs: round(Math.max(...loops.map((loop) => loop.stoppedAfter))),
        longestMainThreadGapMs: round(Math.max(...loops.map((loop) => loop.longestGap))),
        longestTaskMs: round(Math.max(...loops.map((loop) => loop.longestTask))),
      },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
