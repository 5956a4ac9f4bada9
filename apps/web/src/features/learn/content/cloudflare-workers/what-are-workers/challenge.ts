import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: "GET /health answers 200 with 'ok'",
      input:
        "handle({ method: 'GET', url: 'http://localhost/health' }, { USERS_DB: { prepare: () => ({ bind: () => ({ first: async () => null }) }) }, TELEMETRY: { send: async () => {} } }, { waitUntil() {} })",
      expectedOutput: "{ status: 200, body: 'ok' }",
    },
    {
      name: 'GET /api/users/demo-user answers 200 with the row D1 found',
      input:
        "(async () => { const USERS_DB = { prepare: () => ({ bind: (id) => ({ first: async () => (id === 'demo-user' ? { fileCount: 3 } : null) }) }) }; return handle({ method: 'GET', url: 'http://localhost/api/users/demo-user' }, { USERS_DB, TELEMETRY: { send: async () => {} } }, { waitUntil() {} }); })()",
      expectedOutput: '{ status: 200, body: { fileCount: 3 } }',
    },
    {
      name: 'An unknown user, an unknown path and a POST answer 404',
      input:
        "(async () => { const env = { USERS_DB: { prepare: () => ({ bind: () => ({ first: async () => null }) }) }, TELEMETRY: { send: async () => {} } }; const ctx = { waitUntil() {} }; const statuses = []; for (const [method, path] of [['GET', '/api/users/nobody'], ['GET', '/nope'], ['POST', '/health']]) statuses.push((await handle({ method, url: 'http://localhost' + path }, env, ctx)).status); return statuses; })()",
      expectedOutput: '[ 404, 404, 404 ]',
    },
    {
      name: 'Telemetry { path, status } is sent inside ctx.waitUntil, after the response',
      input:
        "(async () => { const log = []; const env = { USERS_DB: { prepare: () => ({ bind: () => ({ first: async () => null }) }) }, TELEMETRY: { send: (event) => new Promise((resolve) => setTimeout(() => { log.push('sent ' + event.path + ' ' + event.status); resolve(); }, 30)) } }; const kept = []; const response = await handle({ method: 'GET', url: 'http://localhost/health' }, env, { waitUntil: (promise) => kept.push(promise) }); log.push('returned ' + response.status); await Promise.all(kept); return log; })()",
      expectedOutput: "[ 'returned 200', 'sent /health 200' ]",
    },
  ],
  hints: [
    'Read the path with `new URL(request.url).pathname`, and match `/api/users/:id` with a regular expression such as `/^\\/api\\/users\\/([^/]+)$/`.',
    'Work out the response first (a helper such as `route(request, env)` keeps `handle` short), then call `ctx.waitUntil(env.TELEMETRY.send({ path, status: response.status }))` and return the response.',
    'Do not `await` the send: `waitUntil` is what keeps it alive after you return, and awaiting it would make the client wait.',
  ],
} satisfies ChallengeChecks;
