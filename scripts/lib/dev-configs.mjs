// The workers' configurations for the local runtime (workers-runtime.mjs, or `wrangler dev`).
// Settings that every worker must see (only the first worker of a multi-worker `wrangler dev`
// takes `--var`) are added as [vars] to copies of the configs, with their relative paths made
// absolute. With `prebuilt`, each copy runs the worker's bundle from `npm run build` behind its
// local entry (`no_bundle`), instead of bundling and watching its source.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { WORKERS, workerConfig } from './system.mjs';
import { localEntry } from './worker-bundles.mjs';

/** Settings `npm start` passes to every worker when they are set in its environment. */
export const WORKER_SETTINGS = [
  'SWEEP_INTERVAL_SECONDS',
  'LAB_FAULTS',
  'QUEUES_IN_MEMORY',
  'CLIENT_ADDRESS_TRUSTED',
  'CLASS_MODE',
  'PUBLIC_HOSTS',
];

/**
 * What a local run sets unless its environment says otherwise: anyone may start a lab fault,
 * the queues (Miniflare's) keep their messages in memory, so a restart loses them,
 * `CF-Connecting-IP` is the client's own choice, not an address the platform vouches for, and
 * one learner works as the demo user (`npm start -- --class` sets CLASS_MODE: a learner per
 * lab session, as a deployment for a class).
 */
const LOCAL_DEFAULTS = {
  LAB_FAULTS: 'open',
  QUEUES_IN_MEMORY: 'true',
  CLIENT_ADDRESS_TRUSTED: 'false',
  CLASS_MODE: 'false',
};

const RELATIVE_PATHS = /^(main|migrations_dir|directory) = "([^"/][^"]*)"$/gm;

/**
 * Each worker's config path: the repository's own, or a copy with `vars` added (and, with
 * `prebuilt`, the built bundle's local entry as its `main`).
 */
export function devConfigs(vars = settingsFrom(process.env), { prebuilt = false } = {}) {
  if (Object.keys(vars).length === 0 && !prebuilt) return WORKERS.map(workerConfig);
  const dir = mkdtempSync(join(tmpdir(), 'amd-workers-'));
  return WORKERS.map((worker) => {
    const source = workerConfig(worker);
    const absolute = readFileSync(source, 'utf8').replace(RELATIVE_PATHS, (_line, key, path) =>
      key === 'main' && prebuilt
        ? `main = ${JSON.stringify(localEntry(worker))}`
        : `${key} = "${resolve(dirname(source), path)}"`,
    );
    const table = Object.entries(vars)
      .map(([name, value]) => `${name} = ${JSON.stringify(String(value))}`)
      .join('\n');
    // Top-level keys go before the first table. The entry imports the bundle beside it.
    const bundling = prebuilt
      ? 'no_bundle = true\nfind_additional_modules = true\n' +
        'rules = [{ type = "ESModule", globs = ["**/*.js"] }]\n'
      : '';
    const copy = join(dir, `${worker}.toml`);
    writeFileSync(copy, `${bundling}${absolute}\n[vars]\n${table}\n`);
    return copy;
  });
}

/** The local defaults, overridden by the WORKER_SETTINGS present in `env`. */
export function settingsFrom(env) {
  return {
    ...LOCAL_DEFAULTS,
    ...Object.fromEntries(
      WORKER_SETTINGS.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]),
    ),
  };
}
