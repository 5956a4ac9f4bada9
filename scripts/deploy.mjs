// npm run deploy: the same workers on Cloudflare. Needs `wrangler login` and the queues
// listed in the README; D1 databases and the R2 bucket are created by name if missing.
// A deployment is for a class (docs/deploy.md): each lab session is a learner of its own.
// `npm run deploy -- --one-learner` deploys for one learner, as the demo user.
import { D1_DATABASES, run, runWrangler, workerConfig } from './lib/system.mjs';

const BACKENDS = ['storage', 'users', 'visualization'];
const classMode = process.argv.includes('--one-learner') ? 'false' : 'true';
const vars = ['--var', `CLASS_MODE:${classMode}`];

console.log('Building the web app…');
await run('npm', ['run', 'build', '--silent', '-w', '@repo/web']);
// The gateway serves /api/openapi.json as written from the routes: written again here, so a
// deployment never serves a document older than the routes it deploys.
console.log('Writing the API document…');
await run('npm', ['run', 'api:document', '--silent']);
for (const worker of BACKENDS) {
  console.log(`Deploying ${worker}…`);
  await runWrangler(['deploy', '--minify', ...vars, '-c', workerConfig(worker)]);
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
await runWrangler(['deploy', '--minify', ...vars, '-c', workerConfig('gateway')]);
console.log('Deployed.');
