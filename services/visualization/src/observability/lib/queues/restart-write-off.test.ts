// A restart of a local runtime loses every queued message (docs/lab.md#after-a-restart): the
// next run writes off the backlog the counts still claim, once, and counts afresh from there.
import type { TelemetryEvent } from '@repo/contracts/metrics';
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearQueueCounts, deliver, queueState } from '../../../../test/queue-fixtures';
import { countTelemetryQueue } from './queue-counts';
import { noteRuntimeRun, writeOffLostBacklog } from './restart-write-off';

const db = env.OBSERVABILITY_DB;

function fileEvents(action: 'sent' | 'acked', count: number, at = Date.now()): TelemetryEvent {
  return { kind: 'queue', service: 'storage', queue: 'file-events', action, count, at };
}

async function report(...events: TelemetryEvent[]) {
  await deliver('telemetry', [{ id: crypto.randomUUID(), events }]);
}

async function countTelemetry(counts: Parameters<typeof countTelemetryQueue>[1]) {
  await db.batch(countTelemetryQueue(db, counts, Date.now()));
}

beforeEach(async () => {
  await clearQueueCounts();
  await db.prepare('DELETE FROM queue_runtime').run();
  // The last run: 3 file events still waiting, sent 20 minutes ago; the reports of 3 telemetry
  // sends died with it while their messages were acknowledged.
  await report(fileEvents('sent', 5, Date.now() - 20 * 60_000), fileEvents('acked', 2));
  await countTelemetry({ sent: 1, acked: 4 });
  // Delivering the reports above was itself a telemetry message, seen and acknowledged.
  expect(await queueState('file-events')).toMatchObject({ backlog: 3 });
  expect(await queueState('telemetry')).toMatchObject({ backlog: 0 });
});

describe('after a restart of a runtime whose queues live in memory', () => {
  it('writes off the backlog the last run left, and names it lost', async () => {
    await writeOffLostBacklog(db, 'run-2', Date.now());
    expect(await queueState('file-events')).toMatchObject({
      backlog: 0,
      oldestAgeSeconds: null,
      lost: 3,
    });
    expect(await queueState('telemetry')).toMatchObject({ backlog: 0, lost: 0 });
  });

  it('counts what is sent after the restart, from zero', async () => {
    await writeOffLostBacklog(db, 'run-2', Date.now());
    await report(fileEvents('sent', 2));
    await countTelemetry({ sent: 1 });
    const files = await queueState('file-events');
    expect(files).toMatchObject({ backlog: 2 });
    expect(files?.oldestAgeSeconds).toBeLessThan(60);
    // The sends whose reports died no longer hide new ones.
    expect(await queueState('telemetry')).toMatchObject({ backlog: 1 });
  });

  it('writes off once per run, however often the run starts to count', async () => {
    await Promise.all([
      writeOffLostBacklog(db, 'run-2', Date.now()),
      writeOffLostBacklog(db, 'run-2', Date.now()),
    ]);
    await report(fileEvents('sent', 2));
    await writeOffLostBacklog(db, 'run-2', Date.now());
    expect(await queueState('file-events')).toMatchObject({ backlog: 2, lost: 3 });
    await writeOffLostBacklog(db, 'run-3', Date.now());
    expect(await queueState('file-events')).toMatchObject({ backlog: 0, lost: 5 });
  });

  it('leaves the counts alone where the queues keep their messages (Cloudflare)', async () => {
    await noteRuntimeRun(env);
    expect(await queueState('file-events')).toMatchObject({ backlog: 3 });
    await noteRuntimeRun({ ...env, QUEUES_IN_MEMORY: 'true' });
    expect(await queueState('file-events')).toMatchObject({ backlog: 0, lost: 3 });
  });
});
