// Lighthouse (the npm package, its desktop preset) on six pages of the running system, in the
// light and the dark colour scheme, in Debian's Chromium. Each score is the median of
// LIGHTHOUSE_BENCH.runs runs after one untimed warm-up load of the page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { atLeast, figure, median } from './results.mjs';

export const LIGHTHOUSE_BENCH = {
  pages: ['/', '/learn', '/learn/async-basics', '/services', '/storage', '/metrics'],
  schemes: ['light', 'dark'],
  runs: 3,
};

// Blink's preferred colour scheme, 0 dark and 1 light: the app follows it (Mantine's 'auto').
const SCHEME_SETTING = { dark: 0, light: 1 };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What a run's lines show besides the scores. */
const DETAIL_AUDITS = {
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'mainthread-work-breakdown': 'main thread',
  'unused-javascript': 'unused JS',
};

async function auditOnce(port, url) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
  );
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    failedAccessibilityAudits: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score === 0)
      .map((ref) => ref.id),
    details: Object.entries(DETAIL_AUDITS).map(
      ([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '—'}`,
    ),
  };
}

/**
 * Now and then (in about one run of 50, most often a fresh browser's first load) Chromium's
 * trace misses the navigation and Lighthouse reports NO_NAVSTART; such a run is taken again.
 */
async function audit(port, url) {
  try {
    return await auditOnce(port, url);
  } catch (error) {
    console.warn(`${error.message}; running it again`);
    return auditOnce(port, url);
  }
}

/** Scores of every page in each scheme: { page, scheme, performance, accessibility, runs }[]. */
export async function benchLighthouse(baseUrl) {
  const scores = [];
  for (const scheme of LIGHTHOUSE_BENCH.schemes) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        ...CHROME_FLAGS,
        `--blink-settings=preferredColorScheme=${SCHEME_SETTING[scheme]}`,
      ],
    });
    try {
      for (const page of LIGHTHOUSE_BENCH.pages) {
        const url = `${baseUrl}${page}`;
        await audit(chrome.port, url);
        const runs = [];
        for (let run = 0; run < LIGHTHOUSE_BENCH.runs; run += 1) {
          runs.push(await audit(chrome.port, url));
        }
        scores.push({
          page,
          scheme,
          performance: median(runs.map((run) => run.performance)),
          accessibility: median(runs.map((run) => run.accessibility)),
          runs,
        });
      }
    } finally {
      chrome.kill();
    }
  }
  return scores;
}

export function printLighthouseFigures(scores) {
  for (const { page, scheme, performance, accessibility, runs } of scores) {
    const failed = [...new Set(runs.flatMap((run) => run.failedAccessibilityAudits))];
    console.log(
      `Lighthouse ${page} (${scheme}): performance ${performance} (runs ${runs.map((run) => run.performance).join(', ')}; ` +
        `${runs[0].details.join(', ')}), accessibility ${accessibility}` +
        (failed.length > 0 ? ` (failed: ${failed.join(', ')})` : ''),
    );
  }
}

/** Two rows per page and scheme: performance (target ≥ 95) and accessibility (target 100). */
export function lighthouseFigures(scores) {
  return scores.flatMap(({ page, scheme, performance, accessibility }) => [
    figure(`Lighthouse performance, ${page}, ${scheme}`, performance, '', atLeast(95)),
    figure(`Lighthouse accessibility, ${page}, ${scheme}`, accessibility, '', atLeast(100)),
  ]);
}
