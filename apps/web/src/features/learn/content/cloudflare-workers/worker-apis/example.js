const MAX_RETRIES = 2; // 3 attempts in all, then the dead-letter queue
let waiting = ['e1', 'e2', 'e3', 'e4'].map((id) => ({ id, attempts: 0, dueAt: 0 }));
const deadLetters = [];
const failuresLeft = { e2: 1, e4: Infinity }; // e2 fails once (busy database); e4 always fails

// The consumer: ack what it applied, retry the rest after a delay.
async function queue(batch) {
  for (const message of batch.messages) {
    if (failuresLeft[message.body] > 0) {
      failuresLeft[message.body] -= 1;
      message.retry({ delaySeconds: 1 });
    } else message.ack();
  }
}

// The queue: every "second" (50 ms here), deliver up to 3 due messages as one batch.
for (let second = 0; waiting.length > 0; second += 1) {
  const batch = waiting.filter((m) => m.dueAt <= second).slice(0, 3);
  const outcome = new Map(); // the first ack() or retry() on a message wins
  await queue({ messages: batch.map((m) => ({ body: m.id, attempts: m.attempts + 1,
    ack: () => outcome.has(m) || outcome.set(m, 'ack'),
    retry: (options) => outcome.has(m) || outcome.set(m, options.delaySeconds) })) });
  for (const m of batch) {
    m.attempts += 1;
    const result = outcome.get(m) ?? 'ack'; // returning normally acks the rest
    let said = 'ack';
    if (result !== 'ack') said = m.attempts > MAX_RETRIES ? 'dead-lettered' : 'retry in ' + result + ' s';
    if (said === 'dead-lettered') deadLetters.push(m.id);
    if (said.startsWith('retry')) m.dueAt = second + result;
    else waiting = waiting.filter((w) => w !== m);
    console.log('t=' + second + 's', m.id, 'attempt', m.attempts + ':', said);
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
console.log('dead letters:', deadLetters);
