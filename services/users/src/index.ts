import { flushTelemetry } from '@repo/telemetry/deliver';
import { buildApp } from './app';
import type { UsersBindings } from './env';
import { lab } from './lab';
import { handleChallengeStream } from './challenges/challenge-stream-queue';
import { handleQueueBatch } from './lib/file-events-queue';
import { CHALLENGE_QUEUE } from '@repo/contracts/lab-challenges';
import { tracedReconcile } from './lib/reconcile-when-due';

export { ClassRoom } from './classes/class-room';
export { ChallengeRun } from './challenges/challenge-run';
export { LearnerDatabase } from './challenges/learner-database';

const app = buildApp();

const worker = lab.worker({
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(tracedReconcile(env, ctx));
  },
  queue: (batch, env, ctx, gate) =>
    handleQueueBatch(batch, env, (promise) => ctx.waitUntil(promise), gate),
});

export default {
  ...worker,
  async queue(batch, env, ctx) {
    if (batch.queue === CHALLENGE_QUEUE) {
      await handleChallengeStream(batch, env, (promise) => ctx.waitUntil(promise));
    } else {
      await worker.queue?.(batch, env, ctx);
    }
    // Sent before the handler returns, rather than after a delay in `waitUntil`: the
    // invocation ends with the batch, and a flush it scheduled would wait for the next one.
    if (env.TELEMETRY) await flushTelemetry(env.TELEMETRY);
  },
} satisfies ExportedHandler<UsersBindings>;
