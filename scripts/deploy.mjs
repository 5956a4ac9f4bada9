// npm run deploy: the same workers on Cloudflare. Needs `wrangler login` and the queues
// listed in the README; D1 databases and the R2 bucket are created by name if missing.
// A deployment is for a class (docs/deploy.md): each lab session is a learner of its own.
// `npm run deploy -- --one-learner` deploys for one learner, as the demo user; `--host <name>`
// (once or more) names a custom domain the gateway is reached by, beside its workers.dev name.
import { parseArgs } from 'node:util';
import { D1_DATABASES, run, runWrangler, workerConfig } from './lib/system.mjs';

const BACKENDS = ['storage', 'users', 'visualization'];
const { values: options } = parseArgs({
  options: {
    'one-learner': { type: 'boolean', default: false },
    host: { type: 'string', multiple: true, default: [] },
  },
});
const vars = ['--var', `CLASS_MODE:${options['one-learner'] ? 'false' : 'true'}`];
const gatewayVars =
  options.host.length > 0 ? ['--var', `PUBLIC_HOSTS:${options.host.join(',')}`] : [];

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
await runWrangler(['deploy', '--minify', ...vars, ...gatewayVars, '-c', workerConfig('gateway')]);
console.log('Deployed.');
