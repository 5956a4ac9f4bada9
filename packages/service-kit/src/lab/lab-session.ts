// The lab session a request or a message acts for: the `lab.session` entry of the W3C Baggage
// in the active OpenTelemetry context, which the telemetry middleware and the queue consumers
// extract from what came in. An entry that is not a session id is no session.
import {
  LAB_SESSION_KEY,
  labSessionIdSchema,
  type LabSessionId,
} from '@repo/contracts/lab-sessions';
import { baggageValue } from '@repo/telemetry/tracing/baggage';

/** The session the active context (or `from`) acts for, if any. */
export function labSessionOf(from?: Parameters<typeof baggageValue>[1]): LabSessionId | undefined {
  const value = baggageValue(LAB_SESSION_KEY, from);
  const parsed = labSessionIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
