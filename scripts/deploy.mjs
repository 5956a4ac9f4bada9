// npm run deploy: the same workers on Cloudflare. Needs `wrangler login` and the queues
// listed in the README; D1 databases and the R2 bucket are created by name if missing.
import { D1_DATABASES, run, runWrangler, workerConfig } from './lib/system.mjs';

const BACKENDS = ['storage', 'users', 'visualization'];

console.log('Building the web app…');
await run('npm', ['run', 'build', '--silent', '-w', '@repo/web']);
for (const worker of BACKENDS) {
  console.log(`Deploying ${worker}…`);
  await runWrangler(['deploy', '--minify', '-c', workerConfig(worker)]);
}
for (const { worker, database } of D1_DATABASES) {
  console.log(`Migrating ${database}…`);
  await runWrangler([
    'd1',
    'migrations',
    'apply',
    database,
    '--remote',
    '-c',
    workerConfig(worker),
  ]);
}
console.log('Deploying the gateway…');
await runWrangler(['deploy', '--minify', '-c', workerConfig('gateway')]);
console.log('Deployed.');
