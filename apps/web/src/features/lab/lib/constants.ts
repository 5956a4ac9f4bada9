// The lab's fault switches and banner: what they say and the numbers they start from.
import {
  MAX_FAULT_SECONDS,
  REORDER_DELAY_SECONDS,
  type FaultTarget,
  type FaultType,
} from '@repo/contracts/lab-faults';
import type { ServiceId } from '@repo/contracts/services';

// The banner shown on every page while a fault is active.
export const FAULT_BANNER_LABEL = 'Active lab faults';
export const CLEAR_LABEL = 'Clear';
export const clearFaultLabel = (type: FaultType, target: FaultTarget) =>
  `Clear the ${type} fault on ${target}`;
export const clearFailedText = (type: FaultType, target: FaultTarget, reason: string) =>
  `Could not clear the ${type} fault on ${target}: ${reason}`;
/** The countdowns move once a second. */
export const COUNTDOWN_TICK_MS = 1_000;

// The card on the Services page that switches faults on.
export const FAULT_SWITCHES_TITLE = 'Fault switches';
export const FAULT_SWITCHES_INTRO =
  'Break a service or a queue consumer on purpose and watch how the system copes. Every fault ends by itself, or with Clear in the banner above the page.';
export const TARGET_LABEL = 'Target';
export const FAULT_TYPE_LABEL = 'Fault';
export const LATENCY_LABEL = 'Added latency (ms)';
export const ERROR_RATE_LABEL = 'Error rate (0 to 1)';
export const DUPLICATE_SHARE_LABEL = 'Share delivered twice (0 to 1)';
export const DELAY_LABEL = 'Delay per message (seconds)';
export const SLOW_LABEL = 'Work per message (ms)';
export const POISON_LABEL = 'Messages to spoil';
export const DURATION_LABEL = 'Duration (seconds)';
export const START_FAULT_LABEL = 'Start fault';
/** Shown when a lab step's link filled the form in (`/services?target=…#fault-switches`). */
export const PREFILLED_NOTE =
  'Filled in from the exercise you are doing: check the choices, then press Start fault.';
export const ADMIN_TOKEN_LABEL = 'Lab admin token';
/** Whom a new fault acts on (docs/lab.md#lab-sessions). */
export const FAULT_SCOPE_LABEL = 'Acts on';
export const sharedTargetNote = (target: string) =>
  `A fault on ${target} always acts on everyone: its messages carry many learners' events.`;
export const FAULT_SCOPE_OPTIONS = [
  { value: 'session', label: 'My lab session' },
  { value: 'global', label: 'Everyone' },
] as const;
export const ADMIN_TOKEN_NOTE =
  'This deployment needs the lab admin token to start or clear a fault.';

export const DEFAULT_FAULT_SECONDS = 60;

/** The number input of each fault that takes a value: its label, first value and step. */
export const FAULT_VALUE_FIELDS: Partial<
  Record<FaultType, { label: string; initial: number; step?: number }>
> = {
  latency: { label: LATENCY_LABEL, initial: 500 },
  errors: { label: ERROR_RATE_LABEL, initial: 1, step: 0.1 },
  duplicate: { label: DUPLICATE_SHARE_LABEL, initial: 1, step: 0.1 },
  delay: { label: DELAY_LABEL, initial: 10 },
  slow: { label: SLOW_LABEL, initial: 500 },
  poison: { label: POISON_LABEL, initial: 1 },
};

/** What each fault does to its target, shown under the switches. */
export const FAULT_EFFECTS: Record<FaultType, (target: FaultTarget) => string> = {
  latency: (target) =>
    `Every request to ${target}, its health check included, waits that much longer before it is answered.`,
  errors: (target) =>
    `That share of the requests to ${target} answer 503, saying a lab fault caused the error.`,
  pause: (target) =>
    `The ${target} consumer leaves its messages queued: nothing is lost, they are handled once the fault ends.`,
  fail: (target) =>
    `The ${target} consumer throws: its messages are retried with backoff, then go to the dead-letter queue.`,
  duplicate: (target) =>
    `That share of the messages the ${target} consumer handles are delivered a second time, as at-least-once delivery allows: an idempotent consumer counts each once.`,
  reorder: (target) =>
    `The ${target} consumer handles each batch in reverse order and puts every other message back for ${REORDER_DELAY_SECONDS} seconds, so later events can arrive first.`,
  slow: (target) =>
    `The ${target} consumer takes that long over each message: a burst of messages builds a backlog that drains at the consumer's pace.`,
  crash: (target) =>
    `The ${target} consumer stops halfway through each new batch, after handling the first half, without acknowledging it: the whole batch is delivered again.`,
  delay: (target) =>
    `Every message sent to ${target} waits that many seconds before it can be delivered (the queue's delaySeconds).`,
  poison: (target) =>
    `The next messages sent to ${target} carry a body the consumer cannot read: it sends each to the dead-letter queue at once, with the reason.`,
  'send-fail': (target) =>
    target === 'telemetry'
      ? 'Sending telemetry fails in storage, users and visualization: with no outbox to keep them, those events are lost, and the map counts them dropped.'
      : `Sending to ${target} fails: each event waits in the sender's outbox until the fault ends, then leaves within seconds. Nothing is lost.`,
};

/** Services that did not answer the list: a fault they keep may be active but unlisted. */
export const unlistedFaultsNote = (services: readonly ServiceId[]) =>
  `No answer from ${services.join(', ')}: faults kept there are not listed.`;

// Why a call failed, when the API did not say.
export const LAB_NETWORK_ERROR_MESSAGE = 'The lab API could not be reached (network error)';
export const LIST_FAILED_MESSAGE = 'Could not list the lab faults';
export const START_FAILED_MESSAGE = 'Could not start the fault';
export const CLEAR_FAILED_MESSAGE = 'Could not clear the fault';
export const DURATION_INVALID_MESSAGE = `Duration: a fault lasts whole seconds, from 1 to ${MAX_FAULT_SECONDS}`;
