// How long the Metrics page takes to show a 7-day range, in Chromium against the running
// system: from the click on '7d' until every request the change started has answered and the
// page has drawn what they brought (its last DOM change, timed by the page's own clock).
/* global document, MutationObserver, window -- used inside page.evaluate */
import { launchBrowser } from '../e2e/support/browser.mjs';
import { below, figure, median } from './results.mjs';

export const METRICS_RENDER_BENCH = { warmups: 1, runs: 5, quietMs: 500, requests: 200 };

/** Some traffic first, so the charts have something of their own to draw. */
async function makeTraffic(url) {
  for (let i = 0; i < METRICS_RENDER_BENCH.requests; i += 1) {
    const path = i % 2 === 0 ? '/api/nzbn/search?q=holdings' : '/api/storage/files?pageSize=5';
    await (await fetch(`${url}${path}`)).arrayBuffer();
  }
}

/** Resolves once no request is in flight and none has finished for `quietMs`. */
function networkSettled(page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    while (inFlight > 0 || Date.now() - lastActivity < METRICS_RENDER_BENCH.quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

async function timeRangeChange(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('metrics.range', '24h'));
  const page = await context.newPage();
  try {
    await page.goto(`${url}/metrics`);
    await page.getByRole('radio', { name: '7d' }).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.getByText('Loading time series data...').first().waitFor({ state: 'detached' });
    const settled = networkSettled(page);
    const clickedAt = await page.evaluate(() => {
      window.lastDrawnAt = 0;
      new MutationObserver(() => (window.lastDrawnAt = performance.now())).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      const now = performance.now();
      const option = [...document.querySelectorAll('label')].find(
        (label) => label.textContent?.trim() === '7d',
      );
      if (!option) throw new Error("no '7d' range option");
      option.click();
      return now;
    });
    await settled();
    const drawnAt = await page.evaluate(() => window.lastDrawnAt);
    if (drawnAt <= clickedAt) throw new Error('the page did not change after choosing 7d');
    const chosen = await page.getByRole('radio', { name: '7d' }).isChecked();
    if (!chosen) throw new Error('7d is not the chosen range');
    return drawnAt - clickedAt;
  } finally {
    await context.close();
  }
}

export async function benchMetricsRender(url) {
  await makeTraffic(url);
  const browser = await launchBrowser();
  try {
    const times = [];
    for (let run = 0; run < METRICS_RENDER_BENCH.warmups + METRICS_RENDER_BENCH.runs; run += 1) {
      const ms = await timeRangeChange(browser, url);
      if (run >= METRICS_RENDER_BENCH.warmups) times.push(ms);
    }
    return { runs: times.length, medianMs: +median(times).toFixed(0), times };
  } finally {
    await browser.close();
  }
}

export function printMetricsRenderFigures({ runs, medianMs, times }) {
  console.log(
    `Metrics page, 24 h → 7 d: drawn ${medianMs} ms after the click, median of ${runs} fresh loads ` +
      `(${times.map((ms) => ms.toFixed(0)).join(', ')} ms; target < 1000 ms)`,
  );
}

export const metricsRenderFigures = ({ runs, medianMs }) => [
  figure(
    `Metrics page, 24 h → 7 d range change drawn, median of ${runs}`,
    medianMs,
    'ms',
    below(1000),
  ),
];
