import type { Fault } from '@repo/contracts/lab-faults';
import { describe, expect, it } from 'vitest';
import { fileEventsFault as fault } from './lab.test-utils';
import { faultingQueue, spoiled } from './producer-faults';

function recordingQueue() {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown, options?: QueueSendOptions) => {
      sent.push({ body, ...options });
    },
    sendBatch: async (messages: Iterable<MessageSendRequest<unknown>>) => {
      sent.push(...messages);
    },
  } as unknown as Queue<unknown>;
  return { queue, sent };
}

function faulting(faults: Fault[], poisonLeft = 0) {
  const { queue, sent } = recordingQueue();
  let left = poisonLeft;
  const wrapped = faultingQueue(queue, {
    queue: 'file-events',
    faults: async () => faults,
    takePoison: async (_fault, count) => {
      const taken = Math.min(left, count);
      left -= taken;
      return taken;
    },
  });
  return { wrapped, sent };
}

const event = (id: string) => ({ id, type: 'file.uploaded', size: 12 });

describe('faultingQueue', () => {
  it('sends as it was asked when no fault acts', async () => {
    const { wrapped, sent } = faulting([]);
    await wrapped.sendBatch([{ body: event('a') }]);
    await wrapped.send(event('b'), { contentType: 'json' });
    expect(sent).toEqual([{ body: event('a') }, { body: event('b'), contentType: 'json' }]);
  });

  it('fails every send while a send-fail fault acts, sending nothing', async () => {
    const { wrapped, sent } = faulting([fault('send-fail')]);
    await expect(wrapped.sendBatch([{ body: event('a') }])).rejects.toThrow(
      "a 'send-fail' fault on file-events",
    );
    expect(sent).toEqual([]);
  });

  it('delays each message by the fault’s seconds, keeping a longer delay of its own', async () => {
    const { wrapped, sent } = faulting([fault('delay', 10)]);
    await wrapped.sendBatch([{ body: event('a') }, { body: event('b'), delaySeconds: 30 }]);
    expect(sent).toEqual([
      { body: event('a'), delaySeconds: 10 },
      { body: event('b'), delaySeconds: 30 },
    ]);
  });

  it('spoils only as many messages as the poison fault has left', async () => {
    const { wrapped, sent } = faulting([fault('poison', 2)], 2);
    await wrapped.sendBatch([{ body: event('a') }, { body: event('b') }, { body: event('c') }]);
    expect(sent).toEqual([
      { body: spoiled(event('a')) },
      { body: spoiled(event('b')) },
      { body: event('c') },
    ]);
  });

  it('goes on without faults when they cannot be read', async () => {
    const { queue, sent } = recordingQueue();
    const wrapped = faultingQueue(queue, {
      queue: 'file-events',
      faults: () => Promise.reject(new Error('no database')),
      takePoison: async () => 0,
    });
    await wrapped.send(event('a'));
    expect(sent).toEqual([{ body: event('a') }]);
  });
});

describe('spoiled', () => {
  it('writes every number as a string and names the fault', () => {
    expect(spoiled(event('a'))).toEqual({
      id: 'a',
      type: 'file.uploaded',
      size: '12',
      'lab.fault': 'poison',
    });
  });
});
