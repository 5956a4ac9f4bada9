function usageOf(events) {
  const ledger = new Map(); // fileId -> { size, deleted }
  for (const event of events) {
    const row = ledger.get(event.fileId);
    if (event.type === 'file.deleted') {
      ledger.set(event.fileId, { size: event.size, deleted: true }); // a tombstone if unseen
    } else if (!row) {
      ledger.set(event.fileId, { size: event.size, deleted: false });
    }
  }
  let fileCount = 0;
  let bytes = 0;
  for (const row of ledger.values()) {
    if (row.deleted) continue;
    fileCount += 1;
    bytes += row.size;
  }
  return { fileCount, bytes };
}
