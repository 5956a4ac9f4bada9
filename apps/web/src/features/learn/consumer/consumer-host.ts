// The host of a learner's queue handler (docs/learn.md#consumer-challenges), on the page: it
// pulls the run's messages by lease as Cloudflare's pull consumer does, in batches of the
// learner's max_batch_size and up to max_concurrency batches at once, runs the handler on each
// batch in a fresh sandbox Worker (sandbox/consumer-batch.ts), and settles the batch by lease as
// Cloudflare Queues settles a push consumer's: what the handler acknowledged or retried itself,
// then the rest acknowledged when it returned, retried when it threw. Leases never reach the
// Worker; the handler's database and events calls go to the run. A crash the server orders
// ends the Worker mid-batch, settling nothing; a loop, a memory bomb or a network call stops
// the run, named.
import {
  databaseRequestSchema,
  sendRequestSchema,
  type PulledMessage,
} from '@repo/contracts/lab-challenges';
import * as z from 'zod';
import { errorMessage } from '@/lib/api-error';
import type { ApiAnswer } from '../sandbox/api-bridge';
import type { ConsumerOutcome } from '../sandbox/consumer-batch';
import type { OutputLine } from '../sandbox/frame-messages';
import { RUN_TIME_LIMIT_MS } from '../sandbox/run-code';
import { runInSandbox, type SandboxResult } from '../sandbox/sandbox-frame';
import { runCapMessage, runTimeoutMessage } from '../sandbox/constants';
import type { RunCalls, StopReason } from './consumer-api';
import { DEFAULT_CONSUMER_SETTINGS, type ConsumerSettings } from './consumer-config';

/** How long a lease lasts before its message comes back. */
export const VISIBILITY_TIMEOUT_MS = 5_000;
/** A batch may last this long, waiting for its database included; busy, RUN_TIME_LIMIT_MS. */
export const BATCH_CAP_MS = 15_000;
/** How long the host waits before pulling again when nothing is visible yet. */
const IDLE_PULL_MS = 250;

const settlementSchema = z.discriminatedUnion('how', [
  z.object({ index: z.number().int().min(0), how: z.literal('ack') }),
  z.object({
    index: z.number().int().min(0),
    how: z.literal('retry'),
    delaySeconds: z.number().min(0),
  }),
]);
const outcomeSchema: z.ZodType<ConsumerOutcome> = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('returned'), settled: z.array(settlementSchema) }),
  z.object({
    outcome: z.literal('threw'),
    message: z.string(),
    settled: z.array(settlementSchema),
  }),
  z.object({ outcome: z.literal('network'), what: z.string() }),
  z.object({ outcome: z.literal('memory'), message: z.string() }),
]);

/** How the host's work on a run ended. */
export type HostEnd =
  | { how: 'drained' }
  | { how: 'stopped'; reason: StopReason; message: string }
  | { how: 'cancelled' };

export interface HostEvents {
  onLines(lines: readonly OutputLine[]): void;
  /** A batch is settled: how many messages it had. */
  onBatch(size: number): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Acknowledgements and retries by lease: the handler's own, then Cloudflare's default. */
export function settlementsOf(messages: readonly PulledMessage[], outcome: ConsumerOutcome) {
  if (outcome.outcome !== 'returned' && outcome.outcome !== 'threw') return undefined;
  const acks: { lease_id: string }[] = [];
  const retries: { lease_id: string; delay_seconds: number }[] = [];
  const own = new Map(outcome.settled.map((settlement) => [settlement.index, settlement]));
  messages.forEach((message, index) => {
    const settlement = own.get(index);
    const lease_id = message.lease_id;
    if (settlement?.how === 'ack') acks.push({ lease_id });
    else if (settlement?.how === 'retry')
      retries.push({ lease_id, delay_seconds: Math.round(settlement.delaySeconds) });
    else if (outcome.outcome === 'returned') acks.push({ lease_id });
    else retries.push({ lease_id, delay_seconds: 0 });
  });
  return { acks, retries };
}

/** The handler's env.EVENTS.send() or sendBatch(): sent to the run, or the send's failure. */
async function sendEvents(calls: RunCalls, messages: unknown): Promise<ApiAnswer> {
  const request = sendRequestSchema.safeParse({ messages });
  if (!request.success) {
    return { ok: false, message: request.error.issues[0]?.message ?? 'Not a message' };
  }
  try {
    const answer = await calls.send(request.data);
    return answer.outcome === 'error'
      ? { ok: false, message: answer.message }
      : { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/** The stop a sandbox result means, or undefined when the batch ended as a batch does. */
function stopOf(result: SandboxResult): { reason: StopReason; message: string } | undefined {
  if (result.status === 'timeout')
    return { reason: 'cpu', message: runTimeoutMessage(result.afterMs ?? RUN_TIME_LIMIT_MS) };
  if (result.status === 'capped') return { reason: 'cpu', message: runCapMessage(result.afterMs) };
  return undefined;
}

/** What one pull and its batch came to. */
type BatchEnd =
  | { how: 'drained' | 'idle' | 'settled' | 'cancelled' }
  | { how: 'stopped'; reason: StopReason; message: string };

/** Pulls one batch, runs the handler on it in a fresh sandbox Worker, and settles it. */
async function runBatch(
  body: string,
  calls: RunCalls,
  events: HostEvents,
  signal: AbortSignal,
  batchSize: number,
): Promise<BatchEnd> {
  const { messages, more } = await calls.pull(batchSize, VISIBILITY_TIMEOUT_MS);
  if (messages.length === 0) return { how: more ? 'idle' : 'drained' };
  const batch = new AbortController();
  const onAbort = () => batch.abort();
  signal.addEventListener('abort', onAbort);
  let crashed = false;
  const database = async (statements: unknown): Promise<ApiAnswer> => {
    const request = databaseRequestSchema.safeParse({ statements });
    if (!request.success) {
      return { ok: false, message: request.error.issues[0]?.message ?? 'Not a statement' };
    }
    try {
      const answer = await calls.database(request.data);
      if (answer.outcome === 'error') return { ok: false, message: answer.message };
      if (answer.outcome === 'crashed') {
        // The isolate is gone mid-batch: nothing it did not write is settled.
        crashed = true;
        batch.abort();
        return { ok: false, message: 'crashed' };
      }
      return { ok: true, value: answer.results };
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  let result: SandboxResult;
  try {
    result = await runInSandbox({
      code: body,
      wantValue: true,
      timeoutMs: RUN_TIME_LIMIT_MS,
      capMs: BATCH_CAP_MS,
      signal: batch.signal,
      onLines: events.onLines,
      consumer: {
        messages: messages.map((message) => ({
          id: message.id,
          body: message.body,
          attempts: message.attempts,
          timestampMs: message.timestamp_ms,
        })),
        callBinding: (binding, payload) =>
          binding === 'DB' ? database(payload) : sendEvents(calls, payload),
      },
    });
  } catch (error) {
    if (crashed) {
      events.onLines([{ level: 'warn', text: CRASH_LINE }]);
      events.onBatch(messages.length);
      return { how: 'settled' };
    }
    if (signal.aborted) return { how: 'cancelled' };
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  const stopped = stopOf(result);
  if (stopped) return { how: 'stopped', ...stopped };
  const outcome = readOutcome(result);
  if (outcome.outcome === 'network')
    return { how: 'stopped', reason: 'network', message: `called ${outcome.what}` };
  if (outcome.outcome === 'memory')
    return { how: 'stopped', reason: 'memory', message: outcome.message };
  const settlements = settlementsOf(messages, outcome);
  if (settlements) await calls.ack(settlements);
  events.onBatch(messages.length);
  return { how: 'settled' };
}

/**
 * Runs the handler `body` on the run until its queue has nothing more to deliver: up to
 * `maxConcurrency` batches at once, each of up to `maxBatchSize` messages. A stop or a failed
 * call in one batch ends the others.
 */
export async function hostRun(
  body: string,
  calls: RunCalls,
  events: HostEvents,
  signal: AbortSignal,
  settings: ConsumerSettings = DEFAULT_CONSUMER_SETTINGS,
): Promise<HostEnd> {
  const all = new AbortController();
  const onAbort = () => all.abort();
  signal.addEventListener('abort', onAbort);
  let stopped: Extract<HostEnd, { how: 'stopped' }> | undefined;
  // One invocation after another, as Cloudflare runs one of a consumer's concurrent invocations.
  const invocations = async (): Promise<void> => {
    while (!all.signal.aborted) {
      const end = await runBatch(body, calls, events, all.signal, settings.maxBatchSize);
      if (end.how === 'drained' || end.how === 'cancelled') return;
      if (end.how === 'idle') await sleep(IDLE_PULL_MS, all.signal);
      if (end.how === 'stopped' && !stopped) {
        stopped = end;
        all.abort();
      }
    }
  };
  try {
    const ends = await Promise.allSettled(
      Array.from({ length: settings.maxConcurrency }, async () => {
        try {
          await invocations();
        } catch (error) {
          all.abort();
          throw error;
        }
      }),
    );
    const failed = ends.find((end) => end.status === 'rejected');
    if (failed && !signal.aborted) throw failed.reason;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  if (stopped) {
    await calls.stop(stopped.reason, stopped.message);
    return stopped;
  }
  return signal.aborted ? { how: 'cancelled' } : { how: 'drained' };
}

/** The crash the nemesis caused, as the handler's output shows it. */
export const CRASH_LINE =
  'The nemesis crashed your handler mid-batch: what it had not acknowledged comes back once its lease runs out';

/** A batch's outcome; an error of the run itself (a throw in a timer) counts as a throw. */
function readOutcome(result: SandboxResult): ConsumerOutcome {
  if (result.status === 'error') return { outcome: 'threw', message: result.message, settled: [] };
  const parsed =
    result.status === 'ok' && result.value !== undefined
      ? outcomeSchema.safeParse(parseJson(result.value))
      : undefined;
  return parsed?.success
    ? parsed.data
    : { outcome: 'threw', message: 'The batch ended without an outcome', settled: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
