// The host of a learner's queue handler (docs/learn.md#consumer-challenges), on the page: it
// pulls the run's messages by lease as Cloudflare's pull consumer does, runs the handler on each
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

/** What the host pulls at a time, and how long a lease lasts before its message comes back. */
export const BATCH_SIZE = 5;
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

/** Runs the handler `body` on the run until its queue has nothing more to deliver. */
export async function hostRun(
  body: string,
  calls: RunCalls,
  events: HostEvents,
  signal: AbortSignal,
): Promise<HostEnd> {
  const stop = async (reason: StopReason, message: string): Promise<HostEnd> => {
    await calls.stop(reason, message);
    return { how: 'stopped', reason, message };
  };
  while (!signal.aborted) {
    const { messages, more } = await calls.pull(BATCH_SIZE, VISIBILITY_TIMEOUT_MS);
    if (messages.length === 0) {
      if (!more) return { how: 'drained' };
      await sleep(IDLE_PULL_MS, signal);
      continue;
    }
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
        continue;
      }
      if (signal.aborted) return { how: 'cancelled' };
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    const stopped = stopOf(result);
    if (stopped) return stop(stopped.reason, stopped.message);
    const outcome = readOutcome(result);
    if (outcome.outcome === 'network') return stop('network', `called ${outcome.what}`);
    if (outcome.outcome === 'memory') return stop('memory', outcome.message);
    const settlements = settlementsOf(messages, outcome);
    if (settlements) await calls.ack(settlements);
    events.onBatch(messages.length);
  }
  return { how: 'cancelled' };
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
