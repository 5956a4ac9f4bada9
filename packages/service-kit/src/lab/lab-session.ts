// The lab session a request or a message acts for: the `lab.session` entry of the W3C Baggage
// in the active OpenTelemetry context, which the telemetry middleware and the queue consumers
// extract from what came in. An entry that is not a session id is no session.
import {
  LAB_SESSION_KEY,
  labSessionHash,
  labSessionIdSchema,
  type LabSessionId,
} from '@repo/contracts/lab-sessions';
import { baggageValue } from '@repo/telemetry/tracing/baggage';
import { messageContext } from '@repo/telemetry/tracing/trace-work';

type From = Parameters<typeof baggageValue>[1];

/** The session the active context (or `from`) acts for, if any. */
export function labSessionOf(from?: From): LabSessionId | undefined {
  const value = baggageValue(LAB_SESSION_KEY, from);
  const parsed = labSessionIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

// A class of thirty has thirty sessions: their hashes are worth keeping in an isolate.
const HASHES_KEPT = 1_000;
const hashes = new Map<LabSessionId, string>();

/**
 * The hash of the session the active context (or `from`) acts for (`labSessionHash`), or ''
 * when it acts for none: the key under which faults and traces are kept for a session.
 */
export async function labSessionScope(from?: From): Promise<string> {
  const id = labSessionOf(from);
  if (id === undefined) return '';
  const known = hashes.get(id);
  if (known !== undefined) return known;
  const hash = await labSessionHash(id);
  if (hashes.size >= HASHES_KEPT) hashes.clear();
  hashes.set(id, hash);
  return hash;
}

/** The scope of a queue message: the session its body's baggage names, else the active one. */
export function messageScope(body: unknown): Promise<string> {
  const carried = messageContext(body);
  return labSessionScope(labSessionOf(carried) === undefined ? undefined : carried);
}

/** Messages (or sends) by the session their bodies name: each session's in their order. */
export async function bySession<T extends { body: unknown }>(
  messages: readonly T[],
): Promise<Map<string, T[]>> {
  const scopes = await Promise.all(messages.map((message) => messageScope(message.body)));
  const groups = new Map<string, T[]>();
  messages.forEach((message, index) => {
    const scope = scopes[index] ?? '';
    groups.set(scope, [...(groups.get(scope) ?? []), message]);
  });
  return groups;
}
