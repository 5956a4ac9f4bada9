async function queue(batch, env) {
  for (const message of batch.messages) {
    try {
      await env.apply(message.body);
      message.ack();
    } catch {
      message.retry({ delaySeconds: 2 });
    }
  }
}
