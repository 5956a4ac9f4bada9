// Registry administration is allowed to holders of a bearer token whose SHA-256 is in
// admin_tokens: only the hash is stored, so the table gives nothing away.

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `token` is one of the admin tokens; with no token rows, none is. */
export async function isAdminToken(db: D1Database, token: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM admin_tokens WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .first<{ ok: number }>();
  return row !== null;
}
