const MAX_DELAY_SECONDS = 16;

function backoff(attempts) {
  return Math.min(2 ** (attempts - 1), MAX_DELAY_SECONDS);
}

async function queue(batch, env) {
  for (const message of batch.messages) {
    if (typeof message.body?.id !== 'string') {
      message.ack(); // not a file event: retrying would never help
      continue;
    }
    try {
      await env.applyOnce(message.body);
      message.ack();
    } catch {
      message.retry({ delaySeconds: backoff(message.attempts) });
    }
  }
}
