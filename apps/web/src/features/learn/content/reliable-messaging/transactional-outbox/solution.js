async function sweep(outbox, queue) {
  const oldestFirst = [...outbox].sort(([, a], [, b]) => a.createdAt - b.createdAt);
  let sent = 0;
  for (const [id, event] of oldestFirst) {
    try {
      await queue.send(event.body);
    } catch {
      continue; // the row stays: the next sweep tries again
    }
    outbox.delete(id); // only once the queue has it
    sent += 1;
  }
  return sent;
}
