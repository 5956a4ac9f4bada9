// Calls to the register's admin API (`/api/nzbn/admin/*`) for the local tools, and tries
// again after a failure that passes (the runtime busy, restarting or reloading).

/** Waits before each new try of a call that failed for a passing reason (about 2 minutes). */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];
// No answer, or the runtime busy, restarting or overloaded: worth another try.
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

/** A failed admin call: its HTTP status (0 when nothing answered) and whether to try again. */
export class AdminCallError extends Error {
  constructor(path, status, reason) {
    super(`register ${path} failed (${status === 0 ? 'no answer' : status}): ${reason}`);
    this.status = status;
    this.transient = status === 0 || TRANSIENT_STATUSES.has(status);
  }
}

export async function adminCall(baseUrl, token, path, body) {
  let response;
  try {
    response = await fetch(`${baseUrl}/api/nzbn/admin/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new AdminCallError(path, 0, error.cause?.message ?? error.message);
  }
  const text = await response.text();
  let payload = {};
  try {
    payload = JSON.parse(text);
  } catch {
    // An answer that is not JSON comes from the runtime, not from the service: keep its words.
  }
  if (!response.ok || payload.success !== true) {
    const reason = payload.error?.message ?? (text.trim().slice(0, 200) || 'no message');
    throw new AdminCallError(path, response.status, reason);
  }
  return payload.data;
}

/**
 * Runs `call` again after a passing failure, waiting longer each time; gives up after about
 * two minutes with every failure's reason, so the cause is reported rather than a bare code.
 */
export async function withRetries(what, call, out = process.stdout) {
  const failures = [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof AdminCallError) || !error.transient) throw error;
      failures.push(error.message);
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        const distinct = [...new Set(failures)].join('; ');
        throw new Error(
          `${what} gave up after ${failures.length} tries over about 2 minutes: ${distinct}. ` +
            'The system is still running; run the command again to go on from where it stopped.',
        );
      }
      out.write(`\n  ${what}: ${error.message}; trying again in ${delay / 1000} s…\n`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
