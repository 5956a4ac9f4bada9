// Runs bench/telemetry-worker.ts in workerd through Miniflare's Node API: bundled with
// esbuild at run time, with an in-memory D1 migrated as the visualization service's observability database is.
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const WORKER_ENTRY = fileURLToPath(new URL('./telemetry-worker.ts', import.meta.url));
const MIGRATIONS = fileURLToPath(
  new URL('../services/visualization/src/observability/migrations/', import.meta.url),
);

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

/**
 * The statements of a migration. D1's exec() runs each line as a statement, so the file is
 * split here: at each `;` outside comments and strings, except inside a trigger's
 * BEGIN … END body. (The migrations have no block comments.)
 */
export function sqlStatements(sql) {
  const statements = [];
  let current = '';
  const inTrigger = () =>
    /^\s*CREATE\s+(?:TEMP(?:ORARY)?\s+)?TRIGGER\b/i.test(current) && !/\bEND\s*$/i.test(current);
  for (let at = 0; at < sql.length; at += 1) {
    const char = sql[at];
    if (char === '-' && sql[at + 1] === '-') {
      const lineEnd = sql.indexOf('\n', at);
      at = lineEnd === -1 ? sql.length : lineEnd;
      current += '\n';
    } else if (char === "'" || char === '"') {
      // An escaped quote ('') ends one literal and starts the next, so it is copied whole.
      const end = sql.indexOf(char, at + 1);
      if (end === -1) throw new Error(`Unterminated ${char} in migration SQL`);
      current += sql.slice(at, end + 1);
      at = end;
    } else if (char === ';' && !inTrigger()) {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

async function applyMigrations(db) {
  const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) {
    const statements = sqlStatements(await readFile(`${MIGRATIONS}${file}`, 'utf8'));
    // One batch per file: a transaction, as `wrangler d1 migrations apply` runs each.
    await db.batch(statements.map((statement) => db.prepare(statement)));
  }
}

/**
 * The benchmark's worker (bench/telemetry-worker.ts) in workerd, with an in-memory D1 that
 * holds the observability backend's schema (services/visualization/src/observability/migrations) and a TELEMETRY queue producer.
 */
export async function startTelemetryWorker() {
  const mf = new Miniflare({
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: ['OBSERVABILITY_DB'],
    queueProducers: { TELEMETRY: 'telemetry' },
    // Without this Miniflare downloads Cloudflare's `request.cf` sample; nothing may touch the network.
    cf: false,
  });
  try {
    await mf.ready;
    await applyMigrations(await mf.getD1Database('OBSERVABILITY_DB'));
    return mf;
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}
