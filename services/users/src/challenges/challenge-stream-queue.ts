// The challenge-stream consumer: each message is one of a run's messages, sent when the run
// started (routes/challenges/challenges.index.ts), and goes to the run's queue of leases. A
// message this queue delivers again is kept once: the run keys its messages by their number.
import type { WaitUntil } from '@repo/telemetry/deliver';
import { traceBatch } from '@repo/telemetry/tracing/trace-work';
import * as z from 'zod';
import type { UsersBindings } from '../env';
import { challengeRun } from './run-objects';

const streamMessageSchema = z.object({
  runId: z.string().regex(/^[0-9a-f]{32}$/),
  number: z.number().int().min(1),
  payload: z.record(z.string(), z.unknown()),
});

export async function handleChallengeStream(
  batch: MessageBatch<unknown>,
  env: UsersBindings,
  waitUntil: WaitUntil,
): Promise<void> {
  const spans = traceBatch(batch, { service: 'users', telemetry: env.TELEMETRY, waitUntil });
  const outcomes = new Map<string, 'dead-lettered'>();
  for (const message of batch.messages) {
    const parsed = streamMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      // Never ours to retry: a body no run sent.
      outcomes.set(message.id, 'dead-lettered');
      message.ack();
      continue;
    }
    const { runId, number, payload } = parsed.data;
    await challengeRun(env, runId).arrive(number, payload);
    message.ack();
  }
  spans.end('processed', outcomes);
}
