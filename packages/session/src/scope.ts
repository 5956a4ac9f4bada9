// The lab session a request or a message acts for, behind the gateway: the `lab.session.hash`
// entry of the W3C Baggage in the active OpenTelemetry context, which the telemetry middleware
// and the queue consumers extract from what came in. Only the gateway sets it, from the cookie
// it proved (gateway.ts); an entry that is not a hash is no session.
import { LAB_SESSION_HASH_KEY, labSessionHashSchema } from '@repo/contracts/lab-sessions';
import { baggageValue } from '@repo/telemetry/tracing/baggage';
import { messageContext } from '@repo/telemetry/tracing/trace-work';

type From = Parameters<typeof baggageValue>[1];

/**
 * The hash of the session the active context (or `from`) acts for, or '' when it acts for
 * none: the key under which faults, drills, dead letters and traces are kept for a session.
 */
export function labSessionScope(from?: From): string {
  const parsed = labSessionHashSchema.safeParse(baggageValue(LAB_SESSION_HASH_KEY, from));
  return parsed.success ? parsed.data : '';
}

/** The scope of a queue message: the session its body's baggage names, else the active one. */
export function messageScope(body: unknown): string {
  return labSessionScope(messageContext(body)) || labSessionScope();
}

/** Messages (or sends) by the session their bodies name: each session's in their order. */
export function bySession<T extends { body: unknown }>(messages: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const message of messages) {
    const scope = messageScope(message.body);
    groups.set(scope, [...(groups.get(scope) ?? []), message]);
  }
  return groups;
}
