import { describe, expect, it } from 'vitest';
import { batchOf } from './lab.test-utils';
import { countingBatch, countingQueue } from './queue-counting';

describe('countingBatch', () => {
  it('passes every call on and counts what each message was settled as', () => {
    const { batch, calls } = batchOf(3);
    const counting = countingBatch(batch);
    const [first, second] = counting.batch.messages;
    first?.ack();
    second?.retry({ delaySeconds: 2 });
    second?.ack();
    expect(calls).toEqual(['ack m0', 'retry m1', 'ack m1']);
    expect(counting.batch.queue).toBe('file-events');
    // The third, left alone, is acknowledged with the batch.
    expect(counting.counts()).toEqual({ acked: 2, retried: 1 });
  });

  it('lets a message’s own call win over the batch’s, and the batch’s settle the rest', () => {
    const { batch, calls } = batchOf(3);
    const counting = countingBatch(batch);
    counting.batch.messages[0]?.ack();
    counting.batch.retryAll();
    counting.batch.ackAll();
    expect(calls).toEqual(['ack m0', 'retryAll', 'ackAll']);
    expect(counting.counts()).toEqual({ acked: 1, retried: 2 });
  });

  it('counts the messages left alone retried when the handler threw', () => {
    const { batch } = batchOf(2);
    const counting = countingBatch(batch);
    counting.batch.messages[1]?.ack();
    expect(counting.counts(true)).toEqual({ acked: 1, retried: 1 });
  });
});

describe('countingQueue', () => {
  it('hears how many messages each send put on the queue, once the queue took them', async () => {
    const sent: unknown[] = [];
    const heard: number[] = [];
    const queue = {
      send: (body: unknown) => Promise.resolve(void sent.push(body)),
      sendBatch: (messages: Iterable<{ body: unknown }>) =>
        Promise.resolve(void sent.push(...[...messages].map((message) => message.body))),
    } as unknown as Queue<unknown>;
    const counted = countingQueue(queue, (count) => heard.push(count));
    await counted.send('a');
    await counted.sendBatch([{ body: 'b' }, { body: 'c' }]);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(heard).toEqual([1, 2]);
  });

  it('hears nothing of a send the queue refused', async () => {
    const heard: number[] = [];
    const queue = {
      send: () => Promise.reject(new Error('queue unavailable')),
    } as unknown as Queue<unknown>;
    const counted = countingQueue(queue, (count) => heard.push(count));
    await expect(counted.send('a')).rejects.toThrow('queue unavailable');
    expect(heard).toEqual([]);
  });
});
