// How a drill's answer explains its fault (docs/lab.md#drills): for each fault type, the
// place that shows it soonest, what a hidden fault shows there (it names itself nowhere) and a
// hint that points there without naming it. Each clue lists the parts of the pages it names,
// as the pages label them (`names`); e2e/drill-hints.test.ts opens each page and finds each
// part, so a renamed column fails that test rather than misleading a learner.
import type { RevealedFault } from './lab-drill-faults';
import {
  FAULT_OWNERS,
  FAULT_PRODUCERS,
  isQueueTarget,
  REORDER_DELAY_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
  type FaultTarget,
  type FaultType,
} from './lab-faults';

/** The pages a clue sends the learner to. */
export type DrillPage = 'Traces' | 'Services';

/** What a clue names on one page, each exactly as the page labels it. */
export interface DrillClueNames {
  page: DrillPage;
  /** Headings of the page's parts ('System map'). */
  parts?: readonly string[];
  /** A table on the page, by its title, and the columns of it the clue names. */
  table?: { title: string; columns: readonly string[] };
  /** The Traces page's filters, by their labels. */
  filters?: readonly string[];
  /** Span names, as an upload's trace lists them in its waterfall. */
  spans?: readonly string[];
}

export interface DrillClue {
  /**
   * The pages, and their parts, that the clue's texts name for a fault on `target`: first the
   * page the look is on.
   */
  names: (target: FaultTarget) => readonly [DrillClueNames, ...DrillClueNames[]];
  /** How to look at the fault on the first page of `names`. */
  look: (fault: RevealedFault) => string;
  /** What it shows there. */
  shows: (fault: RevealedFault) => string;
  /** Given after two wrong tries: where to start, without the answer. */
  hint: string;
}

// The labels of the pages, as the web app writes them.
const SYSTEM_MAP = 'System map';
const QUEUES = 'Queues';
const BACKLOG = 'Backlog';
const OLDEST = 'Oldest message';
const RETRIES = 'Retries (last minute)';
const DEAD_LETTERED = 'Dead-lettered (last minute)';
const DEAD_LETTERS = 'Dead letters';
const RECENT_TRACES = 'Recent traces';
const DURATION = 'Duration';
const STATUS = 'Status';
const SERVICE = 'Service';
const OPERATION = 'Operation';
const MIN_DURATION = 'Min duration (ms)';

/** The spans of a queue's sends and deliveries, as the telemetry names them. */
const sendSpan = (queue: FaultTarget) => `send ${queue}`;
const processSpan = (queue: FaultTarget) => `process ${queue}`;

const queuesRow = (target: FaultTarget) => `the ${QUEUES} table's ${target} row`;
const queuesTable = (...columns: string[]): DrillClueNames => ({
  page: 'Services',
  table: { title: QUEUES, columns },
});
const tracedSpans = (...spans: string[]): DrillClueNames => ({ page: 'Traces', spans });
/** A consumer's fault, read in the spans of its deliveries. */
const deliveries = (target: FaultTarget): DrillClueNames => ({
  page: 'Traces',
  filters: [OPERATION],
  spans: [processSpan(target)],
});
const byDeliveries = ({ target }: RevealedFault) =>
  `filtered by ${OPERATION} '${processSpan(target)}', in an upload's trace`;
const percent = (share: number | null) =>
  share === null ? 'some' : `about ${Math.round(share * 100)} %`;

export const DRILL_CLUES: Readonly<Record<FaultType, DrillClue>> = {
  latency: {
    names: () => [
      {
        page: 'Traces',
        filters: [SERVICE, MIN_DURATION],
        table: { title: RECENT_TRACES, columns: [DURATION] },
      },
    ],
    look: ({ target }) => `with ${SERVICE} set to ${target} and ${MIN_DURATION} to 1000`,
    shows: ({ target, value }) =>
      `every request to ${target} takes ${value ?? 'far'} ms longer than usual: its ${target} server span lasts over ${value ?? 1000} ms`,
    hint: `Some requests take far longer than the others: compare the ${DURATION} column on the Traces page.`,
  },
  errors: {
    names: () => [
      {
        page: 'Traces',
        filters: [SERVICE, STATUS],
        table: { title: RECENT_TRACES, columns: [STATUS] },
      },
    ],
    look: ({ target }) => `with ${SERVICE} set to ${target} and ${STATUS} to error`,
    shows: ({ target, value }) =>
      `${percent(value)} of its requests fail with 503 '${SERVICE_UNAVAILABLE_MESSAGE}', their ${target} server span in error`,
    hint: `Some requests fail: look for traces whose ${STATUS} is error, and at which service's span failed.`,
  },
  pause: {
    names: (target) => [queuesTable(BACKLOG, OLDEST), tracedSpans(processSpan(target))],
    look: ({ target }) => queuesRow(target),
    shows: ({ target }) =>
      `${BACKLOG} and ${OLDEST} grow with every upload and none is handled; in an upload's trace the '${processSpan(target)}' spans end 'paused', one a second, as the message is put back`,
    hint: `Messages are sent but nothing downstream finishes them: watch the ${BACKLOG} column of the ${QUEUES} table while you upload.`,
  },
  fail: {
    names: (target) => [queuesTable(RETRIES, DEAD_LETTERED), tracedSpans(processSpan(target))],
    look: ({ target }) => queuesRow(target),
    shows: ({ target }) =>
      `${RETRIES} climbs as every delivery fails, the '${processSpan(target)}' spans end 'failed' attempt after attempt, and once its retries run out a message is counted under ${DEAD_LETTERED}`,
    hint: `Messages are delivered again and again: look at the ${RETRIES} column of the ${QUEUES} table.`,
  },
  duplicate: {
    names: (target) => [deliveries(target)],
    look: byDeliveries,
    shows: ({ target }) =>
      `each message is processed twice: two '${processSpan(target)}' spans (in ${FAULT_OWNERS[target]}), both 'processed'`,
    hint: "Count how many times one message is handled in an upload's trace.",
  },
  reorder: {
    names: (target) => [deliveries(target)],
    look: byDeliveries,
    shows: ({ target }) =>
      `every other message's first '${processSpan(target)}' span ends 'requeued' at once, and the message is processed ${REORDER_DELAY_SECONDS} s later, after messages sent after it`,
    hint: "Look at what happens to a message the first time it is delivered, in an upload's trace, and when it comes back.",
  },
  slow: {
    names: (target) => [deliveries(target), queuesTable(BACKLOG)],
    look: byDeliveries,
    shows: ({ target, value }) =>
      `each '${processSpan(target)}' span lasts ${value === null ? 'long' : `${value} ms`} per message of its batch (messaging.batch.message_count in its attributes), seconds in all, while the work inside it takes milliseconds; the queue keeps up, so the ${QUEUES} table's ${BACKLOG} is back to 0 between uploads`,
    hint: "Every message is handled, but look at how long the consumer takes: the durations of the spans in an upload's trace.",
  },
  crash: {
    names: (target) => [deliveries(target), queuesTable(RETRIES)],
    look: byDeliveries,
    shows: ({ target }) =>
      `a message already processed comes again as 'attempt 2': the consumer stops partway through each batch of new messages without acknowledging it, so the whole batch is delivered again (a message it had not reached ends 'crashed'), and ${queuesRow(target)} counts each redelivery under ${RETRIES}`,
    hint: "Look for messages handled on a second attempt in an upload's trace.",
  },
  delay: {
    names: (target) => [tracedSpans(sendSpan(target), processSpan(target))],
    look: ({ target }) =>
      `an upload's trace, between '${sendSpan(target)}' and '${processSpan(target)}'`,
    shows: ({ value }) =>
      `every message waits ${value ?? 'several'} s in the queue before it is processed: the waterfall's 'queued' gap, and messaging.cloudflare.delay_seconds on the send span`,
    hint: 'Look at how long a message waits between being sent and being processed.',
  },
  poison: {
    names: (target) => [queuesTable(DEAD_LETTERED, DEAD_LETTERS), tracedSpans(processSpan(target))],
    look: ({ target }) => `${queuesRow(target)} and its ${DEAD_LETTERS} button`,
    shows: ({ target, value }) =>
      `${DEAD_LETTERED} rises by ${value ?? 'a few'}: the consumer rejects those messages at once, each dead letter says why ('Why: rejected at once, not a file event: …'), and their '${processSpan(target)}' spans end 'dead-lettered'`,
    hint: `Some messages are handled once and never counted: look at ${DEAD_LETTERED} and the dead letters in the ${QUEUES} table.`,
  },
  'send-fail': {
    names: () => [{ page: 'Services', parts: [SYSTEM_MAP] }],
    look: ({ target }) =>
      target === 'telemetry'
        ? `the ${SYSTEM_MAP}'s ${target} queue`
        : `the ${SYSTEM_MAP}'s lines into ${target}`,
    shows: ({ target }) => sendFailShows(target),
    hint: `Requests succeed but the events they send do not go out: look at the lines into the queues on the ${SYSTEM_MAP}.`,
  },
};

/**
 * A queue whose senders keep an outbox (storage's file events) keeps what it could not send;
 * telemetry's senders keep none, so those events are lost (docs/lab.md#faults-on-messages).
 */
function sendFailShows(target: FaultTarget): string {
  if (!isQueueTarget(target)) return 'nothing: only a queue has sends to fail';
  const producers = FAULT_PRODUCERS[target];
  const senders =
    producers.length > 1
      ? `${producers.slice(0, -1).join(', ')} and ${producers.at(-1)}`
      : producers.join('');
  if (target === 'telemetry') {
    return `every send of telemetry from ${senders} fails and its events are lost, with no outbox to keep them: the queue counts them dropped ('… events dropped'), and the Traces page never gets their spans`;
  }
  return `uploads still succeed, but each '${sendSpan(target)}' span fails and the events wait in ${senders}'s outbox ('… in outbox' on the line from ${senders}), leaving once the fault ends`;
}

/** 'the Traces page, with Service set to users and Status to error, shows it: …' */
export function fastestWay(fault: RevealedFault): string {
  const clue = DRILL_CLUES[fault.type];
  return `the ${clue.names(fault.target)[0].page} page, ${clue.look(fault)}, shows it: ${clue.shows(fault)}`;
}
