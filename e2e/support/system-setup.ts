import type { TestProject } from 'vitest/node';
import { runSystem } from '../../scripts/lib/run-system.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** A register big enough to page through and filter, small enough to seed in seconds. */
export const E2E_REGISTER_SIZE = 20_000;

/** Starts the system as `npm start` runs it (the test run built the web app already). */
export default async function setup(project: TestProject) {
  const system = await runSystem({ registerSize: E2E_REGISTER_SIZE });
  project.provide('baseUrl', system.url);
  return system.stop;
}
