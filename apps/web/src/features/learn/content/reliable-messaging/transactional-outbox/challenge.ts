import type { ChallengeChecks } from '../../section-parts';

/** A test's setup: an outbox of three events, and a queue that logs or refuses each send. */
const SETUP =
  "const outbox = new Map([['e1', { body: 'up f1', createdAt: 20 }], ['e2', { body: 'up f2', createdAt: 10 }], ['e3', { body: 'del f1', createdAt: 30 }]]); const log = []; const queue = (refuse = []) => ({ send: async (body) => { log.push(outbox.size + ' ' + body); if (refuse.includes(body)) throw new Error('queue refused ' + body); } });";

export default {
  tests: [
    {
      name: 'Sends every waiting event and empties the outbox',
      input: `(async () => { ${SETUP} const sent = await sweep(outbox, queue()); return [sent, [...outbox.keys()]]; })()`,
      expectedOutput: '[ 3, [] ]',
    },
    {
      name: 'Sends the oldest first, by createdAt',
      input: `(async () => { ${SETUP} await sweep(outbox, queue()); return log.map((line) => line.slice(2)); })()`,
      expectedOutput: "[ 'up f2', 'up f1', 'del f1' ]",
    },
    {
      name: 'Keeps an event whose send failed, and still sends the rest',
      input: `(async () => { ${SETUP} const sent = await sweep(outbox, queue(['up f2'])); return [sent, [...outbox.keys()]]; })()`,
      expectedOutput: "[ 2, [ 'e2' ] ]",
    },
    {
      name: 'Deletes an event only after its send (the outbox still holds it while it is sent)',
      input: `(async () => { ${SETUP} await sweep(outbox, queue()); return log; })()`,
      expectedOutput: "[ '3 up f2', '2 up f1', '1 del f1' ]",
    },
  ],
  hints: [
    'Sort a copy first: `[...outbox].sort(([, a], [, b]) => a.createdAt - b.createdAt)` gives `[id, event]` pairs, oldest first.',
    'Put `await queue.send(event.body)` in `try { … } catch { continue; }`, and call `outbox.delete(id)` after it, never before.',
  ],
} satisfies ChallengeChecks;
