function problemWith(body) {
  if (typeof body?.fileId !== 'string') return 'fileId must be a string';
  if (typeof body.size !== 'number') return 'size must be a number';
  return null;
}

async function queue(batch, env) {
  for (const message of batch.messages) {
    const reason = problemWith(message.body);
    if (reason) {
      env.deadLetter(message, reason); // permanent: a retry would fail the same way
      message.ack();
      continue;
    }
    try {
      await env.apply(message.body);
      message.ack();
    } catch {
      message.retry({ delaySeconds: 2 }); // transient: try again later
    }
  }
}
