import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { devConfigs, settingsFrom } from './dev-configs.mjs';
import { ROOT, spawnWrangler, wranglerEnv } from './system.mjs';
import { alive, descendantsOf } from './watch-workerd.mjs';

const READY_POLL_MS = 250;
const RUNTIME_SCRIPT = join(ROOT, 'scripts', 'lib', 'workers-runtime.mjs');
/** How much of its last output a quiet wrangler keeps, to say why it stopped before it was ready. */
const OUTPUT_KEPT_CHARS = 4_000;

/**
 * Set for wrangler when DevTools are off. Wrangler's DevTools proxy follows every subrequest
 * of the gateway (each call to a service) and writes about 4 KB per call to its debug log
 * under ~/.config/.wrangler/logs: about half of what a search costs on two cores, and a log
 * that grows by tens of MB a minute under load (see "Where a search's time goes" in
 * docs/performance.md). The command line has no switch for it; wrangler leaves the inspector
 * alone when this variable, which VS Code's debug terminal sets, is present. A value VS Code
 * set is kept.
 */
const NO_DEVTOOLS_ENV = { VSCODE_INSPECTOR_OPTIONS: process.env.VSCODE_INSPECTOR_OPTIONS || '{}' };

/**
 * Wrangler's dev registry, where each `wrangler dev` on the machine lists its workers by name so
 * that another one's bindings can reach them. Every system names its workers alike, so with one
 * registry for the machine (wrangler's default, ~/.config/.wrangler/registry) two systems at once
 * (`npm start` beside `npm test`, or an e2e test's own) would list the same names and one's stop
 * or crash would remove or strand the other's entries. Each system keeps its own, in its data
 * folder.
 */
const registryEnv = (dataDir) => ({ WRANGLER_REGISTRY_PATH: join(dataDir, 'dev-registry') });

/**
 * Starts every worker in one runtime (one workerd process) on `port`, with local D1, R2 and
 * Queues persisted under `dataDir`. With `prebuilt`, the bundles of `npm run build`
 * (worker-bundles.mjs) run in Miniflare directly (workers-runtime.mjs: npm start, the tests,
 * the bench); without, `wrangler dev` bundles the sources and reloads them as they change
 * (npm run dev). Resolves with the child once it says it is ready, or once the port answers (a
 * quiet LOG_LEVEL hides the 'Ready' line); output is passed through to ours. With `devtools`,
 * Chrome DevTools can attach on `inspectorPort`; without, the system runs at full speed.
 * `configs` are the workers' wrangler.toml files: the system's, unless a benchmark names its own;
 * `adminToken` becomes every worker's ADMIN_TOKEN setting (the register's admin calls need it);
 * `startedAt` (an ISO time) their RUNTIME_STARTED_AT, before which storage's sweep takes any
 * unfinished upload or delete as cut off by a crash.
 */
export function startWranglerDev({
  port,
  host,
  dataDir,
  inspectorPort,
  devtools = false,
  quiet = false,
  adminToken,
  startedAt,
  prebuilt = false,
  configs = devConfigs(
    {
      ...settingsFrom(process.env),
      ...(adminToken ? { ADMIN_TOKEN: adminToken } : {}),
      ...(startedAt ? { RUNTIME_STARTED_AT: startedAt } : {}),
    },
    { prebuilt },
  ),
}) {
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  const child = prebuilt
    ? spawn(
        process.execPath,
        [
          RUNTIME_SCRIPT,
          JSON.stringify({
            host,
            port,
            dataDir,
            configs,
            logLevel,
            ...(devtools ? { inspectorPort } : {}),
          }),
        ],
        { cwd: ROOT, env: wranglerEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
      )
    : spawnWrangler(
        [
          'dev',
          ...configs.flatMap((config) => ['-c', config]),
          '--port',
          String(port),
          '--ip',
          host,
          '--persist-to',
          dataDir,
          '--inspector-port',
          String(inspectorPort),
          '--show-interactive-dev-session=false',
          '--log-level',
          logLevel,
        ],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...registryEnv(dataDir), ...(devtools ? {} : NO_DEVTOOLS_ENV) },
        },
      );
  return new Promise((resolve, reject) => {
    let ready = false;
    const becomeReady = () => {
      if (ready) return;
      ready = true;
      resolve(child);
    };
    // What wrangler printed last: quiet, it is shown only if wrangler stops before it is ready.
    let lastOutput = '';
    const onOutput = (target) => (chunk) => {
      if (!quiet) target.write(chunk);
      else if (!ready) lastOutput = (lastOutput + String(chunk)).slice(-OUTPUT_KEPT_CHARS);
      if (!ready && /Ready on http/.test(String(chunk))) becomeReady();
    };
    const poll = async () => {
      if (ready || child.exitCode !== null) return;
      const answered = await fetch(`http://${host}:${port}/api/`).then(
        () => true,
        () => false,
      );
      if (answered) becomeReady();
      else setTimeout(poll, READY_POLL_MS);
    };
    setTimeout(poll, READY_POLL_MS);
    child.stdout.on('data', onOutput(process.stdout));
    child.stderr.on('data', onOutput(process.stderr));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (ready) return;
      // Wrangler lists the vars it gives the workers: the admin token never goes further.
      const output = adminToken ? lastOutput.replaceAll(adminToken, '[admin token]') : lastOutput;
      const said = output.trim() === '' ? '' : `; it said:\n${output.trim()}`;
      reject(
        new Error(
          `${prebuilt ? "The workers' runtime" : 'wrangler dev'} exited before it was ready (${signal ?? `exit ${code}`})${said}`,
        ),
      );
    });
  });
}

/** How long a stopped process and those under it have to exit before they are killed. */
export const STOP_GRACE_MS = 3_000;
const STOP_POLL_MS = 50;

const signal = (pid, name) => {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
};

/** Waits until `done()` or `ms` have passed; says whether `done()` came true. */
async function waitFor(done, ms) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, STOP_POLL_MS));
  }
  return true;
}

/**
 * Stops a child process and every process under it (wrangler's own node process and its
 * workerd), and waits until all of them have exited: SIGTERM to each, as to a process group,
 * then SIGKILL to whatever is left after `graceMs`. The processes are listed before any is
 * told to stop, so one that an exit leaves orphaned is still found.
 */
export async function stopProcess(child, graceMs = STOP_GRACE_MS) {
  const tree = [child.pid, ...descendantsOf(child.pid)];
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const gone = () => exited() && !tree.some(alive);
  if (gone()) return;
  for (const pid of tree) signal(pid, 'SIGTERM');
  if (await waitFor(gone, graceMs)) return;
  for (const pid of [...tree, ...descendantsOf(child.pid)]) signal(pid, 'SIGKILL');
  await waitFor(gone, graceMs);
}
