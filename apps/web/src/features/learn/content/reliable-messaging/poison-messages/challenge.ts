import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'Applies and acknowledges good events',
      input:
        "(async () => { const log = []; const msg = (id, body) => ({ id, body, attempts: 1, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { apply: async (body) => { if (typeof body.size !== 'number') throw new TypeError('size is not a number'); if (body.fileId === 'busy') throw new Error('D1 is busy'); }, deadLetter: (m, reason) => log.push('dead ' + m.id + ': ' + reason) }; await queue({ messages: [msg('a', { fileId: 'f1', size: 1 }), msg('b', { fileId: 'f2', size: 2 })] }, env); return log; })()",
      expectedOutput: "[ 'ack a', 'ack b' ]",
    },
    {
      name: 'Dead-letters a size that is not a number, with the reason, and goes on',
      input:
        "(async () => { const log = []; const msg = (id, body) => ({ id, body, attempts: 1, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { apply: async (body) => { if (typeof body.size !== 'number') throw new TypeError('size is not a number'); if (body.fileId === 'busy') throw new Error('D1 is busy'); }, deadLetter: (m, reason) => log.push('dead ' + m.id + ': ' + reason) }; await queue({ messages: [msg('p', { fileId: 'f1', size: 'big' }), msg('g', { fileId: 'f2', size: 2 })] }, env); return log; })()",
      expectedOutput: "[ 'dead p: size must be a number', 'ack p', 'ack g' ]",
    },
    {
      name: 'Checks the fileId before the size',
      input:
        "(async () => { const log = []; const msg = (id, body) => ({ id, body, attempts: 1, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { apply: async (body) => { if (typeof body.size !== 'number') throw new TypeError('size is not a number'); if (body.fileId === 'busy') throw new Error('D1 is busy'); }, deadLetter: (m, reason) => log.push('dead ' + m.id + ': ' + reason) }; await queue({ messages: [msg('q', { size: 'x' })] }, env); return log; })()",
      expectedOutput: "[ 'dead q: fileId must be a string', 'ack q' ]",
    },
    {
      name: 'Retries a transient failure and goes on with the batch',
      input:
        "(async () => { const log = []; const msg = (id, body) => ({ id, body, attempts: 1, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { apply: async (body) => { if (typeof body.size !== 'number') throw new TypeError('size is not a number'); if (body.fileId === 'busy') throw new Error('D1 is busy'); }, deadLetter: (m, reason) => log.push('dead ' + m.id + ': ' + reason) }; await queue({ messages: [msg('t', { fileId: 'busy', size: 1 }), msg('g', { fileId: 'f2', size: 2 })] }, env); return log; })()",
      expectedOutput: "[ 'retry t 2', 'ack g' ]",
    },
  ],
  hints: [
    "Before `apply`, look at the body: `typeof body.fileId !== 'string'` and `typeof body.size !== 'number'` are errors no retry can fix.",
    'For poison, call `env.deadLetter(message, reason)` and then `message.ack()`, and `continue` to the next message; keep the `try`/`catch` with `retry` for failures of `apply`.',
  ],
} satisfies ChallengeChecks;
