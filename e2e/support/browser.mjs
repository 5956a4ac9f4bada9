// @ts-check
// Plain JavaScript, so that the e2e suite (TypeScript under Vitest) and the benchmarks (plain
// Node, bench/learn.mjs) launch Chromium from this one definition.
import { chromium } from 'playwright-core';

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, with nothing that reaches the network on
 * its own.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
