import { createHash, randomBytes } from 'node:crypto';
import { executeVisualizationSql } from './local-d1.mjs';

/**
 * Makes a fresh register-admin token for this run and stores only its SHA-256 in the local
 * visualization database under `dataDir` (replacing older ones). Returns the token.
 */
export async function issueLocalAdminToken(dataDir) {
  const token = randomBytes(24).toString('hex');
  const hash = createHash('sha256').update(token).digest('hex');
  await executeVisualizationSql(
    dataDir,
    `DELETE FROM admin_tokens; INSERT INTO admin_tokens (token_hash, created_at) VALUES ('${hash}', '${new Date().toISOString()}');`,
  );
  return token;
}
