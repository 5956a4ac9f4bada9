import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'Acknowledges every event it applies',
      input:
        "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); await queue({ messages: [msg('a', { id: 'e1' }), msg('b', { id: 'e2' })] }, { applyOnce: async () => {} }); return log; })()",
      expectedOutput: "[ 'ack a', 'ack b' ]",
    },
    {
      name: 'Retries a failed event after 1, 4 and at most 16 seconds by its attempts',
      input:
        "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { applyOnce: async () => { throw new Error('D1 is busy'); } }; await queue({ messages: [msg('x', { id: 'e1' }, 1), msg('y', { id: 'e2' }, 3), msg('z', { id: 'e3' }, 7)] }, env); return log; })()",
      expectedOutput: "[ 'retry x 1', 'retry y 4', 'retry z 16' ]",
    },
    {
      name: 'One failure does not stop the rest of the batch',
      input:
        "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { applyOnce: async (event) => { if (event.id === 'e1') throw new Error('D1 is busy'); } }; await queue({ messages: [msg('a', { id: 'e1' }, 2), msg('b', { id: 'e2' })] }, env); return log; })()",
      expectedOutput: "[ 'retry a 2', 'ack b' ]",
    },
    {
      name: 'Acknowledges a message that is not a file event instead of retrying it',
      input:
        "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { applyOnce: async (event) => { if (typeof event?.id !== 'string') throw new Error('not a file event'); } }; await queue({ messages: [msg('m1', 'hello'), msg('m2', null), msg('m3', { id: 'e3' })] }, env); return log; })()",
      expectedOutput: "[ 'ack m1', 'ack m2', 'ack m3' ]",
    },
  ],
  hints: [
    'Wrap `await env.applyOnce(message.body)` and `message.ack()` in `try { … } catch { … }` inside the loop, so one throw is handled for that message only.',
    'The delay is `Math.min(2 ** (message.attempts - 1), 16)`: attempts 1 gives 1 s, 3 gives 4 s, 7 gives 64, capped at 16.',
    "Check `typeof message.body?.id !== 'string'` first and `ack()` such a message: a retry could never make it valid.",
  ],
} satisfies ChallengeChecks;
