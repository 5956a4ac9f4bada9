// What every 'In the Lab' check shares (docs/learn.md, "In the Lab"): the starting point 'Start
// exercise' recorded, the answer's shape, and the reads the checks of several exercises make.
import type { Span } from '@repo/contracts/traces';
import {
  activeFaults,
  learnerFileCount,
  fileEventDeadLetters,
  fileEventsQueue,
  readTrace,
  tracesSince,
  type LabRead,
  type TraceQuery,
} from './read-lab-api';

/** What was true when the learner pressed 'Start exercise'. */
export interface LabStart {
  /** Ms since the epoch. */
  startedAt: number;
  /** The learner's file count then (the demo user's with one learner), or null when unread. */
  fileCount: number | null;
}

export type CheckResult = { done: boolean; message: string };

export interface LabCheckContext {
  read: LabRead;
  start: LabStart;
}

/** Browser and server clocks may differ a little on one machine; traces this early still count. */
export const CLOCK_SLACK_MS = 2000;
/** Traces a check opens one by one, newest first: enough for an exercise's uploads. */
const TRACES_OPENED = 10;

export const SEND_FILE_EVENT = 'send file-events';
export const PROCESS_FILE_EVENT = 'process file-events';
export const OUTCOME_ATTRIBUTE = 'messaging.cloudflare.outcome';
export const ATTEMPTS_ATTRIBUTE = 'messaging.cloudflare.attempts';
/** The fault that acted on a span, on the spans of the message faults. */
export const LAB_FAULT_ATTRIBUTE = 'lab.fault';

export const done = (message: string): CheckResult => ({ done: true, message });
export const notYet = (message: string): CheckResult => ({ done: false, message });

/** The earliest start time of a trace that counts. */
export function since(start: LabStart): number {
  return start.startedAt - CLOCK_SLACK_MS;
}

/**
 * Opens the newest traces since the start that `query` lists, one by one (at most
 * TRACES_OPENED), and returns the first one `find` finds something in.
 */
export async function findInTraces<T>(
  { read, start }: LabCheckContext,
  query: TraceQuery,
  find: (spans: readonly Span[]) => T | undefined,
): Promise<{ traceId: string; found: T } | undefined> {
  const traces = await tracesSince(read, query, since(start));
  for (const summary of traces.slice(0, TRACES_OPENED)) {
    const trace = await readTrace(read, summary.traceId);
    const found = find(trace.spans);
    if (found !== undefined) return { traceId: summary.traceId, found };
  }
  return undefined;
}

/** The same, in the traces that hold the users consumer's span. */
export function findInConsumerTraces<T>(
  read: LabRead,
  start: LabStart,
  find: (spans: readonly Span[]) => T | undefined,
): Promise<{ traceId: string; found: T } | undefined> {
  return findInTraces({ read, start }, { service: 'users', operation: PROCESS_FILE_EVENT }, find);
}

/** Why the file count alone does not pass yet, or null when it rose enough. */
export async function fileCountShortfall(
  { read, start }: LabCheckContext,
  wanted: number,
): Promise<string | null> {
  if (start.fileCount === null) {
    return "The file count could not be read when you started: press 'Start exercise' again.";
  }
  const now = await learnerFileCount(read);
  const rose = now - start.fileCount;
  if (rose >= wanted) return null;
  return `The file count rose by ${rose} since you started (from ${start.fileCount} to ${now}); it should rise by at least ${wanted}.`;
}

/** Why a fault of this type on file-events still stands in the way, or null when none is active. */
export async function faultStillActive(read: LabRead, faultType: string): Promise<string | null> {
  const faults = await activeFaults(read);
  if (faults.some((fault) => fault.target === 'file-events' && fault.type === faultType)) {
    return `The ${faultType} fault on file-events is still active: clear it in the banner first.`;
  }
  return null;
}

/** Outcomes after which a delivered file event is settled: counted, or given up on. */
const SETTLED_OUTCOMES = new Set(['processed', 'dead-lettered']);

/**
 * How many of the learner's own file events since the start are still on their way: sent by
 * storage in one of their traces (the traces API lists the learner's own) and not yet settled
 * by the users consumer in it. Others' load never counts here, as the queue's backlog would.
 */
export async function ownEventsOnTheirWay({ read, start }: LabCheckContext): Promise<number> {
  const query = { service: 'storage', operation: SEND_FILE_EVENT };
  const sent = await tracesSince(read, query, since(start));
  let waiting = 0;
  for (const summary of sent.slice(0, TRACES_OPENED)) {
    const { spans } = await readTrace(read, summary.traceId);
    const sends = spans.filter(
      (span) => span.name === SEND_FILE_EVENT && span.service === 'storage' && span.status === 'ok',
    ).length;
    const settled = spans.filter(
      (span) =>
        span.name === PROCESS_FILE_EVENT &&
        SETTLED_OUTCOMES.has(String(span.attributes[OUTCOME_ATTRIBUTE])),
    ).length;
    waiting += Math.max(0, sends - settled);
  }
  return waiting;
}

/** 'wait for them to arrive': the learner's events still in the queue, as a sentence. */
export function onTheirWayText(waiting: number): string {
  return waiting === 1
    ? '1 of your file events is still on its way through file-events: wait for it to arrive, then check again.'
    : `${waiting} of your file events are still on their way through file-events: wait for them to arrive, then check again.`;
}

/** Why the learner's file events are not settled yet, or null when they are. */
export async function queueUnsettled(
  context: LabCheckContext,
  faultType: string,
): Promise<string | null> {
  const { read } = context;
  const active = await faultStillActive(read, faultType);
  if (active) return active;
  const waiting = await ownEventsOnTheirWay(context);
  if (waiting > 0) return onTheirWayText(waiting);
  const queue = await fileEventsQueue(read);
  if (faultType === 'fail' && queue && queue.deadLettered > 0) {
    // A letter its consumer rejected (a poison message) comes straight back from a replay:
    // only those the queue gave up on are waiting for one.
    const letters = await fileEventDeadLetters(read);
    const waiting = letters.filter((letter) => letter.reason === null).length;
    if (waiting > 0) {
      return `${waiting} file ${waiting === 1 ? 'event waits' : 'events wait'} in the dead-letter queue: replay ${waiting === 1 ? 'it' : 'them'}.`;
    }
  }
  return null;
}
