// @ts-check
// Plain JavaScript, so that the e2e suite (TypeScript under Vitest) and the benchmarks (plain
// Node, bench/learn.mjs) launch Chromium from this one definition.
import { chromium } from 'playwright-core';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, or CHROMIUM_PATH), with
 * nothing that reaches the network on its own. The headless shell is Chromium's page engine
 * without the browser around it, what Playwright itself runs for headless tests; the full
 * browser's own process spent more than twice its CPU on the same tests (docs/decisions.md).
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}
