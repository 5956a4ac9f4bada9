// Requests the app makes on its own (polls) ask not to be traced: see untracedHeaders.
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  // An all-zero id is invalid; setting the last bit keeps the odds of any other id unchanged.
  values[bytes - 1] = (values[bytes - 1] ?? 0) | 1;
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/**
 * A traceparent that starts a trace and asks not to record it (flags 00). The gateway never
 * records a trace its caller asked it not to, so the app's own polling (health, faults,
 * figures, the traces pages) does not crowd out the traces of what the learner did.
 */
export function unrecordedTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-00`;
}

/** Headers that ask for this request not to be recorded as a trace. */
export function untracedHeaders(): Record<string, string> {
  return { [TRACEPARENT_HEADER]: unrecordedTraceparent() };
}
