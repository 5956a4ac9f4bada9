// npm run dev: the workers in `wrangler dev` (reloading on source changes) and the web
// app in Vite with hot reload, proxying /api, /services and /health to the gateway.
//   PORT: Vite's port (default 5173); GATEWAY_PORT: the workers' port (default 8787).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { newAdminToken } from './lib/admin-token.mjs';
import { freePort } from './lib/free-port.mjs';
import { prepareDataFolder } from './lib/prepare-data-folder.mjs';
import { DEFAULT_REGISTER_SIZE, seedRegistry } from './lib/seed-registry.mjs';
import { DEFAULT_DATA_DIR, ROOT, run } from './lib/system.mjs';
import { startWranglerDev, stopProcess } from './lib/wrangler-dev.mjs';

const vitePort = Number(process.env.PORT ?? 5173);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8787);
const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;

// The gateway's asset folder must exist before wrangler starts; Vite serves the live app.
if (!existsSync(join(ROOT, 'apps', 'web', 'dist', 'index.html'))) {
  console.log('Building the web app once for the gateway…');
  await run('npm', ['run', 'build', '--silent', '-w', '@repo/web'], { quiet: true });
}
await prepareDataFolder(dataDir);
const adminToken = newAdminToken();
const wrangler = await startWranglerDev({
  port: gatewayPort,
  host: '127.0.0.1',
  dataDir,
  inspectorPort: await freePort(),
  devtools: true,
  adminToken,
});
await seedRegistry({
  baseUrl: `http://127.0.0.1:${gatewayPort}`,
  token: adminToken,
  size: Number(process.env.REGISTER_SIZE ?? DEFAULT_REGISTER_SIZE),
});
const vite = spawn(
  'npm',
  ['run', 'dev', '-w', '@repo/web', '--', '--port', String(vitePort), '--strictPort'],
  {
    cwd: ROOT,
    env: { ...process.env, GATEWAY_PORT: String(gatewayPort) },
    stdio: 'inherit',
  },
);
console.log(
  `\n  Hot-reloading web app: http://localhost:${vitePort}  (workers on :${gatewayPort})\n`,
);

const stop = async () => {
  await Promise.all([stopProcess(vite), stopProcess(wrangler)]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
