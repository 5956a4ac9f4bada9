function usageOf(events) {
  const files = new Map(); // fileId -> size
  for (const event of events) {
    if (event.type === 'file.uploaded') files.set(event.fileId, event.size);
    else files.delete(event.fileId);
  }
  let bytes = 0;
  for (const size of files.values()) bytes += size;
  return { fileCount: files.size, bytes };
}
