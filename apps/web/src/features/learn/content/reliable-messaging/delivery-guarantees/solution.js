function usageOf(deliveries) {
  const ledger = new Map(); // fileId -> size: one row per file, like INSERT OR IGNORE
  for (const event of deliveries) {
    if (!ledger.has(event.fileId)) ledger.set(event.fileId, event.size);
  }
  let bytes = 0;
  for (const size of ledger.values()) bytes += size;
  return { fileCount: ledger.size, bytes };
}
