// Telemetry must never break or flood a worker: each kind of failure (a missing binding,
// no execution context, a rejected send) is logged once per isolate, then stays quiet.

const warned = new Set<string>();

/** Logs `message` (and `error`) the first time `kind` fails in this isolate. */
export function warnOnce(kind: string, message: string, error?: unknown): void {
  if (warned.has(kind)) return;
  warned.add(kind);
  if (error === undefined) console.warn(`[telemetry] ${message}`);
  else console.warn(`[telemetry] ${message}`, error);
}
