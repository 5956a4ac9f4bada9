// How a drill's answer explains its fault (docs/lab.md#drills): for each fault type, the
// place that shows it soonest and a hint that points there without naming it.
import { FAULT_OWNERS, type FaultTarget, type FaultType } from './lab-faults';

/** The pages a clue sends the learner to. */
export type DrillPage = 'Traces' | 'Services';

export interface DrillClue {
  page: DrillPage;
  /** How to look on that page at a fault on `target`. */
  look: (target: FaultTarget) => string;
  /** What it shows there. */
  shows: string;
  /** Given after two wrong tries: where to start, without the answer. */
  hint: string;
}

const byService = (filter: string) => (target: FaultTarget) =>
  `filtered by service ${target} and ${filter}`;
const consumerSpans = (target: FaultTarget) =>
  `an upload's trace, read at its 'process ${target}' spans (in ${FAULT_OWNERS[target]})`;
const queueRow = (target: FaultTarget) => `the Queues table's ${target} row under the System map`;

export const DRILL_CLUES: Readonly<Record<FaultType, DrillClue>> = {
  latency: {
    page: 'Traces',
    look: byService('a minimum duration of 1000 ms'),
    shows: "its server spans take over a second more, marked 'lab.fault: latency'",
    hint: 'Some requests take far longer than the others: compare durations on the Traces page.',
  },
  errors: {
    page: 'Traces',
    look: byService('status error'),
    shows: "half of its requests fail with 503, their server span marked 'lab.fault: errors'",
    hint: 'Some requests fail: look for traces whose status is error, and which service failed.',
  },
  pause: {
    page: 'Services',
    look: (target) => `the System map's line from ${target} to its consumer`,
    shows: "the line stands still while the backlog grows; the consumer's spans say 'paused'",
    hint: 'Messages are sent but nothing downstream finishes them: watch the queues.',
  },
  fail: {
    page: 'Services',
    look: queueRow,
    shows: "retries climb and the consumer's spans end 'failed'",
    hint: 'Messages are delivered again and again: look at the retries in the Queues table.',
  },
  duplicate: {
    page: 'Traces',
    look: consumerSpans,
    shows: "each message is processed twice, the copy marked 'lab.fault: duplicate'",
    hint: 'Count how many times one message is handled in a trace.',
  },
  reorder: {
    page: 'Traces',
    look: consumerSpans,
    shows: "messages come back 2 s later, with the outcome 'requeued'",
    hint: 'Look at the order in which messages are handled, and what comes back.',
  },
  slow: {
    page: 'Services',
    look: queueRow,
    shows:
      'deliveries/s stay below sends/s and the backlog drains slowly; each message takes a second',
    hint: 'Compare how fast messages are sent with how fast they are handled.',
  },
  crash: {
    page: 'Traces',
    look: consumerSpans,
    shows: "half of a batch ends 'crashed' and the batch comes again as attempt 2",
    hint: 'Look for messages handled on a second attempt.',
  },
  delay: {
    page: 'Traces',
    look: (target) => `an upload's trace, between 'send ${target}' and 'process ${target}'`,
    shows: 'every message waits 10 s in the queue before it is processed',
    hint: 'Look at how long a message waits between being sent and being processed.',
  },
  poison: {
    page: 'Services',
    look: (target) => `the dead letters of ${target}`,
    shows: "letters rejected at once, each with its reason, and 'dead-lettered' spans",
    hint: 'Some messages never reach their consumer: look at the dead-letter queues.',
  },
  'send-fail': {
    page: 'Services',
    look: (target) => `the System map's storage → ${target} line`,
    shows:
      "events wait in storage's outbox and the 'send' spans fail, marked 'lab.fault: send-fail'",
    hint: 'Uploads succeed but their events do not go out: look at what storage sends.',
  },
};

/** 'the Traces page, filtered by service users and status error, shows …' */
export function fastestWay(target: FaultTarget, type: FaultType): string {
  const clue = DRILL_CLUES[type];
  return `the ${clue.page} page, ${clue.look(target)}, shows it: ${clue.shows}`;
}
