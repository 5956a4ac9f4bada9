// What each 'In the Lab' check verifies, reading the running system's API (docs/learn.md,
// "In the Lab"). A check never changes anything: it reads traces, the topology, the faults and
// the demo user's usage, and compares them with what was there when the exercise started.
import { maxDeliveries } from '@repo/contracts/lab-topology';
import type { Span, TraceSummary } from '@repo/contracts/traces';
import type { LabCheckId } from '../lib/lab-check-ids';
import {
  ATTEMPTS_ATTRIBUTE,
  done,
  fileCountShortfall,
  findInConsumerTraces,
  notYet,
  OUTCOME_ATTRIBUTE,
  PROCESS_FILE_EVENT,
  queueUnsettled,
  SEND_FILE_EVENT,
  since,
  type CheckResult,
  type LabCheckContext,
  type LabStart,
} from './lab-check-kit';
import { duplicateDeliveries } from './lab-checks-duplicate';
import { outboxSendFail } from './lab-checks-outbox';
import { poisonDeadLettered } from './lab-checks-poison';
import { reorderUsageRight } from './lab-checks-reorder';
import { slowConsumerBacklog } from './lab-checks-slow';
import { tracesSince, type LabRead } from './read-lab-api';

export {
  CLOCK_SLACK_MS,
  type CheckResult,
  type LabCheckContext,
  type LabStart,
} from './lab-check-kit';

const SEARCH_OPERATION = 'GET /api/nzbn/search';
/** Deliveries of a file event before the dead-letter queue: max_retries plus the first. */
export const FILE_EVENT_DELIVERIES = maxDeliveries('file-events');
const REPLAY_PATH_PART = '/dead-letters/replay';

function overlaps(a: TraceSummary, b: TraceSummary): boolean {
  const aStart = Date.parse(a.startTime);
  const bStart = Date.parse(b.startTime);
  return aStart < bStart + b.durationMs && bStart < aStart + a.durationMs;
}

async function searchTiming({ read, start }: LabCheckContext): Promise<CheckResult> {
  const searches = await tracesSince(read, { operation: SEARCH_OPERATION }, since(start));
  if (searches.length < 3) {
    return notYet(
      `Found ${searches.length} register ${searches.length === 1 ? 'search' : 'searches'} since you started; run the example so it makes three in sequence and three in parallel.`,
    );
  }
  const parallel = searches.filter((trace) =>
    searches.some((other) => other !== trace && overlaps(trace, other)),
  );
  if (parallel.length < 2) {
    return notYet(
      `Found ${searches.length} searches since you started, but none ran at the same time as another: run the Promise.all part too.`,
    );
  }
  return done(
    `Done: ${searches.length} searches since you started, ${parallel.length} of them at the same time as another.`,
  );
}

/** The users consumer's span whose parent is storage's send, in one trace. */
function queueHop(spans: readonly Span[]): { send: Span; process: Span } | undefined {
  for (const send of spans) {
    if (send.name !== SEND_FILE_EVENT || send.service !== 'storage') continue;
    const process = spans.find(
      (span) =>
        span.name === PROCESS_FILE_EVENT &&
        span.service === 'users' &&
        span.parentSpanId === send.spanId,
    );
    if (process) return { send, process };
  }
  return undefined;
}

async function uploadQueueHop({ read, start }: LabCheckContext): Promise<CheckResult> {
  const result = await findInConsumerTraces(read, start, queueHop);
  if (!result) {
    return notYet(
      `No upload since you started has a trace that crosses the file-events queue yet: upload a file on Storage, wait a second and check again.`,
    );
  }
  const { send, process } = result.found;
  const waited = Date.parse(process.startTime) - Date.parse(send.startTime);
  return done(
    `Done: in trace ${result.traceId.slice(0, 8)}… the file event waited ${Math.max(0, Math.round(waited))} ms between storage's '${SEND_FILE_EVENT}' and the users consumer's '${PROCESS_FILE_EVENT}'.`,
  );
}

/** How one file event fared under the fail fault: its failed deliveries, and whether one later passed. */
interface FailedEvent {
  failed: number;
  processedLater: boolean;
}

function failedEvent(spans: readonly Span[]): FailedEvent | undefined {
  const deliveries = spans.filter(
    (span) => span.name === PROCESS_FILE_EVENT && span.service === 'users',
  );
  const failed = deliveries.filter((span) => span.attributes[OUTCOME_ATTRIBUTE] === 'failed');
  if (failed.length === 0) return undefined;
  const processedLater = deliveries.some(
    (span) =>
      span.attributes[OUTCOME_ATTRIBUTE] === 'processed' &&
      Number(span.attributes[ATTEMPTS_ATTRIBUTE] ?? 1) > 1,
  );
  return { failed: failed.length, processedLater };
}

/** Why there is no replay yet, read from the file events' deliveries since the start. */
async function noReplayYet(read: LabRead, start: LabStart): Promise<CheckResult> {
  const found = await findInConsumerTraces(read, start, failedEvent);
  if (found?.found.processedLater) {
    return notYet(
      `The fail fault ended before the ${FILE_EVENT_DELIVERIES}th delivery, so the message was processed normally: start again, with a fault that lasts until Dead-lettered (last minute) shows 1.`,
    );
  }
  if (found) {
    const { failed } = found.found;
    return notYet(
      `The file event has failed ${failed} of its ${FILE_EVENT_DELIVERIES} deliveries so far: keep the fault on until the queue moves it to the dead-letter queue, then clear the fault and replay it.`,
    );
  }
  return notYet(
    'No replay of dead letters since you started: once the message is dead-lettered and the fault cleared, replay it from the dead-letter queue.',
  );
}

async function deadLetterReplay(context: LabCheckContext): Promise<CheckResult> {
  const { read, start } = context;
  const traces = await tracesSince(read, { service: 'users' }, since(start));
  const replayed = traces.some((trace) => trace.rootName.includes(REPLAY_PATH_PART));
  if (!replayed) return noReplayYet(read, start);
  const unsettled = await queueUnsettled(context, 'fail');
  if (unsettled) return notYet(unsettled);
  const shortfall = await fileCountShortfall(context, 1);
  if (shortfall) return notYet(shortfall);
  return done(
    'Done: the message went to the dead-letter queue, came back with the replay and was counted.',
  );
}

async function wasPaused(read: LabRead, start: LabStart): Promise<boolean> {
  const paused = await findInConsumerTraces(read, start, (spans) =>
    spans.some((span) => span.attributes[OUTCOME_ATTRIBUTE] === 'paused') ? true : undefined,
  );
  return paused !== undefined;
}

async function pauseAndDrain(context: LabCheckContext): Promise<CheckResult> {
  const { read, start } = context;
  if (!(await wasPaused(read, start))) {
    return notYet(
      'The file-events consumer has not held back any upload since you started: start the pause fault before you upload.',
    );
  }
  const unsettled = await queueUnsettled(context, 'pause');
  if (unsettled) return notYet(unsettled);
  const shortfall = await fileCountShortfall(context, 3);
  if (shortfall) return notYet(shortfall);
  return done('Done: the uploads waited in the paused queue and were all counted once it drained.');
}

async function r2OperationsTraced({ read, start }: LabCheckContext): Promise<CheckResult> {
  const [puts, deletes] = await Promise.all([
    tracesSince(read, { service: 'storage', operation: 'R2 put' }, since(start)),
    tracesSince(read, { service: 'storage', operation: 'R2 delete' }, since(start)),
  ]);
  if (puts.length === 0) {
    return notYet("No trace since you started holds an 'R2 put': upload a file on Storage.");
  }
  if (deletes.length === 0) {
    return notYet("No trace since you started holds an 'R2 delete': delete a file on Storage.");
  }
  return done(
    `Done: ${puts.length} ${puts.length === 1 ? 'trace holds' : 'traces hold'} an 'R2 put' and ${deletes.length} an 'R2 delete' since you started.`,
  );
}

export const LAB_CHECKS: Readonly<
  Record<LabCheckId, (context: LabCheckContext) => Promise<CheckResult>>
> = {
  'search-timing': searchTiming,
  'upload-queue-hop': uploadQueueHop,
  'dead-letter-replay': deadLetterReplay,
  'pause-and-drain': pauseAndDrain,
  'r2-operations-traced': r2OperationsTraced,
  'duplicate-deliveries': duplicateDeliveries,
  'reorder-usage-right': reorderUsageRight,
  'poison-dead-lettered': poisonDeadLettered,
  'slow-consumer-backlog': slowConsumerBacklog,
  'outbox-send-fail': outboxSendFail,
};
