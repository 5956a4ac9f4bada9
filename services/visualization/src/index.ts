import { buildApp } from './app';
import type { VisualizationBindings } from './env';
import { faultBook } from './lib/fault-book';
import { holdForFaults } from '@repo/service-kit/lab-faults/queue-faults';
import { ingestTelemetry } from './lib/telemetry/ingest';
import { tracedMinutely } from './lib/telemetry/minutely';

const app = buildApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    const faults = {
      queue: 'telemetry',
      book: faultBook,
      db: env.VISUALIZATION_DB,
      requeue: env.TELEMETRY,
    } as const;
    if (await holdForFaults(batch, faults)) return;
    // The only queue consumed here is telemetry. Not recorded as an operation itself: that
    // would feed the queue a message for every batch it drains, forever.
    await ingestTelemetry(
      env.VISUALIZATION_DB,
      batch.messages.map((message) => message.body),
    );
  },
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      tracedMinutely(env, ctx, (request) => Promise.resolve(app.fetch(request, env, ctx))),
    );
  },
} satisfies ExportedHandler<VisualizationBindings>;
