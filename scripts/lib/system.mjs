// Where the system's parts live and how to run wrangler offline: shared by every script.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The default folder for local D1, R2 and Queues state (git-ignored). */
export const DEFAULT_DATA_DIR = join(ROOT, '.data');

/** Workers in the order the runtime takes them: the first one (gateway) gets the port. */
export const WORKERS = ['gateway', 'storage', 'users', 'visualization'];

export const workerConfig = (worker) => join(ROOT, 'services', worker, 'wrangler.toml');

/**
 * The D1 databases: each one's worker, database name, binding and migrations folder (relative
 * to the worker's folder, as wrangler.toml's migrations_dir). Bindings are named after what
 * they hold so that each database is a local database of its own (a local database's id is
 * its binding name). The visualization service has two, one for each of its halves. The
 * configuration test checks this against each wrangler.toml.
 */
export const D1_DATABASES = [
  { worker: 'storage', database: 'storage-db', binding: 'STORAGE_DB', migrations: 'migrations' },
  { worker: 'users', database: 'users-db', binding: 'USERS_DB', migrations: 'migrations' },
  {
    worker: 'visualization',
    database: 'register-db',
    binding: 'REGISTER_DB',
    migrations: 'src/register/migrations',
  },
  {
    worker: 'visualization',
    database: 'observability-db',
    binding: 'OBSERVABILITY_DB',
    migrations: 'src/observability/migrations',
  },
];

/** The folder of a database's migrations (an entry of D1_DATABASES). */
export const migrationsDir = ({ worker, migrations }) => join(ROOT, 'services', worker, migrations);

/** Environment for wrangler: no telemetry, no prompts, nothing that reaches Cloudflare. */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    CI: process.env.CI ?? 'true',
    ...extra,
  };
}

const WRANGLER_BIN = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** Runs wrangler to completion, inheriting output; rejects on a non-zero exit. */
export function runWrangler(args, options = {}) {
  return run(process.execPath, [WRANGLER_BIN, ...args], {
    env: wranglerEnv(options.env),
    quiet: options.quiet,
  });
}

/** Starts wrangler and returns the child process, for long-running commands. */
export function spawnWrangler(args, options = {}) {
  return spawn(process.execPath, [WRANGLER_BIN, ...args], {
    cwd: ROOT,
    env: wranglerEnv(options.env),
    stdio: options.stdio ?? 'inherit',
  });
}

/**
 * Runs a command to completion; with `quiet`, output is shown only if it fails; with `prefix`,
 * each line it prints is shown as it comes with the prefix before it (commands run side by side).
 */
export function run(command, args, { env = process.env, quiet = false, cwd = ROOT, prefix } = {}) {
  return new Promise((resolve, reject) => {
    const piped = quiet || prefix !== undefined;
    const child = spawn(command, args, { cwd, env, stdio: piped ? 'pipe' : 'inherit' });
    let output = '';
    const lines = prefix === undefined ? undefined : prefixedLines(prefix);
    const take = (chunk) => {
      if (quiet) output += chunk;
      lines?.write(chunk);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      lines?.end();
      if (code === 0) return resolve(output);
      if (quiet) process.stderr.write(output);
      reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Writes whole lines of a stream's chunks, each after `prefix`; a part line waits for its end. */
function prefixedLines(prefix) {
  let pending = '';
  const write = (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  };
  return { write, end: () => pending !== '' && write('\n') };
}
