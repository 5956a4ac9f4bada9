async function route(request, env) {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET') return { status: 404 };
  if (pathname === '/health') return { status: 200, body: 'ok' };
  const match = pathname.match(/^\/api\/users\/([^/]+)$/);
  if (!match) return { status: 404 };
  const row = await env.USERS_DB
    .prepare('SELECT id, file_count AS fileCount FROM users WHERE id = ?1')
    .bind(match[1])
    .first();
  return row ? { status: 200, body: row } : { status: 404 };
}

async function handle(request, env, ctx) {
  const response = await route(request, env);
  const path = new URL(request.url).pathname;
  ctx.waitUntil(env.TELEMETRY.send({ path, status: response.status }));
  return response;
}
