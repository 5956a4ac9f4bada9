// Runs the W3C Trace Context test suite (test/trace-context/suite, vendored unchanged) against
// the test service (service/worker.ts) in workerd through Miniflare, and passes only if every
// test the suite runs at its default levels passes: 40 of 40 (its one Level 2 test is skipped).
// The suite needs aiohttp, which Debian's python3-aiohttp gives /usr/bin/python3.
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';

const WORKER_ENTRY = fileURLToPath(new URL('./service/worker.ts', import.meta.url));
const SUITE = fileURLToPath(new URL('./suite/test.py', import.meta.url));
const PYTHON = process.env.TRACECONTEXT_PYTHON ?? '/usr/bin/python3';
const EXPECTED_PASSES = 40;
const SUITE_TIMEOUT_MS = 60_000;

async function bundleWorker() {
  const result = await build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    // Provided by workerd itself (nodejs_compat), never bundled.
    external: ['node:*', 'cloudflare:*'],
    write: false,
  });
  return result.outputFiles[0].text;
}

async function startService() {
  const name = 'trace-context-service';
  const mf = new Miniflare({
    name,
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    serviceBindings: { RELAY: { name, entrypoint: 'Relay' } },
    // Spans go to a queue nobody consumes, as in the telemetry benchmark.
    queueProducers: { TELEMETRY: 'telemetry' },
    host: '127.0.0.1',
    port: 0,
    // Without this Miniflare downloads Cloudflare's `request.cf` sample.
    cf: false,
  });
  return { mf, url: await mf.ready };
}

/** Runs the suite, echoing its output; answers the exit code and what it printed. */
function runSuite(endpoint, harnessPort) {
  return new Promise((resolve, reject) => {
    const suite = spawn(PYTHON, [SUITE, endpoint], {
      env: {
        ...process.env,
        HARNESS_PORT: String(harnessPort),
        PYTHONDONTWRITEBYTECODE: '1',
        PYTHONUNBUFFERED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    suite.stdout.on('data', keep(process.stdout));
    suite.stderr.on('data', keep(process.stderr));
    const timer = setTimeout(() => suite.kill(), SUITE_TIMEOUT_MS);
    suite.once('error', reject);
    suite.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** unittest's summary: how many tests ran, were skipped, failed or errored. */
function summary(output) {
  const ran = Number(/^Ran (\d+) tests? in /m.exec(output)?.[1] ?? 0);
  const outcome = /^(OK|FAILED)(?: \((.*)\))?$/m.exec(output);
  const count = (key) => Number(new RegExp(`${key}=(\\d+)`).exec(outcome?.[2] ?? '')?.[1] ?? 0);
  const skipped = count('skipped');
  const broken = count('failures') + count('errors') + count('unexpected successes');
  return { ok: outcome?.[1] === 'OK', ran, skipped, passed: ran - skipped - broken };
}

const { mf, url } = await startService();
let passed = false;
try {
  const endpoint = new URL('/test', url).href;
  console.log(`Test service on ${endpoint} (workerd through Miniflare)`);
  const { code, output } = await runSuite(endpoint, await freePort());
  const result = summary(output);
  passed = code === 0 && result.ok && result.passed === EXPECTED_PASSES;
  console.log(
    `W3C Trace Context: ${result.passed} of ${EXPECTED_PASSES} passed (${result.ran} ran, ${result.skipped} skipped)`,
  );
} finally {
  await mf.dispose();
}
process.exitCode = passed ? 0 : 1;
