async function sweep(outbox, queue) {
  let sent = 0;
  for (const [id, event] of outbox) {
    outbox.delete(id);
    await queue.send(event.body);
    sent += 1;
  }
  return sent;
}
