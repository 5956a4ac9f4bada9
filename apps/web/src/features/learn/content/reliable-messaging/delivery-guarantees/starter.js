function usageOf(deliveries) {
  let fileCount = 0;
  let bytes = 0;
  for (const event of deliveries) {
    fileCount += 1;
    bytes += event.size;
  }
  return { fileCount, bytes };
}
