import { describe, expect, it } from 'vitest';
import { chooseDuplicates, faultOf, planConsumerFaults, putBackMessages } from './consumer-faults';
import { batchOf, fileEventsFault as fault } from './lab.test-utils';

const ids = (messages: readonly Message<unknown>[]) => messages.map((message) => message.id);

describe('planConsumerFaults', () => {
  it('hands the batch on untouched when no fault acts', () => {
    const { batch } = batchOf(3);
    const plan = planConsumerFaults(batch, []);
    expect(plan.handled).toBe(batch);
    expect(plan).toMatchObject({ putBack: [], unhandled: [], crash: false, slowMs: 0 });
  });

  it('crashes a batch of first deliveries after its first half, whose settling goes nowhere', () => {
    const { batch, calls } = batchOf(5);
    const plan = planConsumerFaults(batch, [fault('crash')]);
    expect(plan.crash).toBe(true);
    expect(ids(plan.handled.messages)).toEqual(['m0', 'm1', 'm2']);
    expect(ids(plan.unhandled)).toEqual(['m3', 'm4']);
    plan.handled.ackAll();
    plan.handled.messages[0]?.ack();
    expect(calls).toEqual([]);
    expect(faultOf(plan.handled.messages[0]?.body)).toBe('crash');
  });

  it('lets a redelivered batch through a crash fault, so it is handled the second time', () => {
    const { batch } = batchOf(4, { attempts: 2 });
    expect(planConsumerFaults(batch, [fault('crash')]).crash).toBe(false);
  });

  it('reverses a batch and puts back every other message no fault touched before', () => {
    const { batch } = batchOf(5, { bodies: [undefined, { id: 'e1', 'lab.fault': 'reorder' }] });
    const plan = planConsumerFaults(batch, [fault('reorder')]);
    // m1 is a copy already; of m0 m2 m3 m4, every other goes back, from the first.
    expect(ids(plan.putBack)).toEqual(['m0', 'm3']);
    expect(ids(plan.handled.messages)).toEqual(['m4', 'm2', 'm1']);
    expect(plan.reordered).toBe(4);
  });

  it('counts on across batches, so one message at a time still alternates', () => {
    const { batch: first } = batchOf(1);
    expect(ids(planConsumerFaults(first, [fault('reorder')], 0).putBack)).toEqual(['m0']);
    const { batch: second } = batchOf(1);
    expect(ids(planConsumerFaults(second, [fault('reorder')], 1).putBack)).toEqual([]);
  });

  it('waits the slow fault’s work for every message, and marks them', () => {
    const { batch } = batchOf(4);
    const plan = planConsumerFaults(batch, [fault('slow', 250)]);
    expect(plan.slowMs).toBe(1000);
    expect(faultOf(plan.handled.messages[3]?.body)).toBe('slow');
  });

  it('keeps the duplicate share for after the batch', () => {
    const { batch } = batchOf(2);
    expect(planConsumerFaults(batch, [fault('duplicate', 0.5)]).duplicateShare).toBe(0.5);
  });
});

describe('chooseDuplicates', () => {
  it('chooses by the share, and never a copy a fault made', () => {
    const { batch } = batchOf(3, { bodies: [undefined, { id: 'e1', 'lab.fault': 'duplicate' }] });
    expect(ids(chooseDuplicates(batch.messages, 1))).toEqual(['m0', 'm2']);
    expect(chooseDuplicates(batch.messages, 0.5, () => 0.7)).toEqual([]);
  });
});

describe('putBackMessages', () => {
  it('sends marked copies due later, then acknowledges the originals', async () => {
    const { batch, calls } = batchOf(2);
    const sent: unknown[] = [];
    const queue = {
      sendBatch: async (messages: Iterable<MessageSendRequest<unknown>>) => {
        sent.push(...messages);
        calls.push('sent');
      },
    } as unknown as Queue<unknown>;
    await putBackMessages(batch.messages, queue, 'reorder', 2);
    expect(sent).toEqual([
      { body: { id: 'e0', 'lab.fault': 'reorder' }, delaySeconds: 2 },
      { body: { id: 'e1', 'lab.fault': 'reorder' }, delaySeconds: 2 },
    ]);
    expect(calls).toEqual(['sent', 'ack m0', 'ack m1']);
  });
});
