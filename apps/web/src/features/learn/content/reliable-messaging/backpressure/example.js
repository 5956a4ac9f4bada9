const SEND_RATE = 8; // messages a second from the producer
const SEND_SECONDS = 5; // how long the burst lasts
const WORK_MS = 300; // the consumer's work per message

// One simulated second at a time: messages arrive, the consumer takes what it can handle.
function simulate(concurrency) {
  const perSecond = Math.floor((1000 / WORK_MS) * concurrency);
  let waiting = []; // the second each waiting message was sent, oldest first
  let peak = 0;
  let oldest = 0;
  let second = 0;
  while (second < SEND_SECONDS || waiting.length > 0) {
    if (second < SEND_SECONDS) waiting.push(...Array(SEND_RATE).fill(second));
    const handled = waiting.slice(0, perSecond);
    waiting = waiting.slice(perSecond);
    for (const sentAt of handled) oldest = Math.max(oldest, second - sentAt);
    peak = Math.max(peak, waiting.length);
    second += 1;
  }
  console.log(
    `concurrency ${concurrency}: ${perSecond}/s handled, backlog peaked at ${peak},`,
    `the longest wait was ${oldest} s, drained after ${second} s`,
  );
}

simulate(1);
simulate(2);
simulate(3);
