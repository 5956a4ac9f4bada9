async function handle(request, env, ctx) {
  const { pathname } = new URL(request.url);
  // 1. GET /health -> { status: 200, body: 'ok' }
  // 2. GET /api/users/:id -> the row from env.USERS_DB, or { status: 404 }
  // 3. Send { path, status } to env.TELEMETRY inside ctx.waitUntil
  return { status: 404 };
}
