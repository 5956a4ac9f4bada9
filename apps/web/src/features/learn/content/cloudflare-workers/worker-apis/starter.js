async function queue(batch, env) {
  for (const message of batch.messages) {
    await env.applyOnce(message.body);
    message.ack();
  }
}
