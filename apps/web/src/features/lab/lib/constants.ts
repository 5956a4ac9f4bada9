// The lab's fault switches and banner: what they say and the numbers they start from.
import { MAX_FAULT_SECONDS, type FaultTarget, type FaultType } from '@repo/contracts/lab-faults';
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
export const DURATION_LABEL = 'Duration (seconds)';
export const START_FAULT_LABEL = 'Start fault';
/** Shown when a lab step's link filled the form in (`/services?target=…#fault-switches`). */
export const PREFILLED_NOTE =
  'Filled in from the exercise you are doing: check the choices, then press Start fault.';
export const ADMIN_TOKEN_LABEL = 'Lab admin token';
export const ADMIN_TOKEN_NOTE =
  'This deployment needs the lab admin token to start or clear a fault.';

export const DEFAULT_LATENCY_MS = 500;
export const DEFAULT_ERROR_RATE = 1;
export const ERROR_RATE_STEP = 0.1;
export const DEFAULT_FAULT_SECONDS = 60;

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
