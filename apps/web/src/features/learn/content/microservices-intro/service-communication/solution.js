function dedupeEvents(events, seen = new Set()) {
  const fresh = [];
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    fresh.push(event);
  }
  return fresh;
}
