async function mapWithConcurrency(items, limit, fn) {
  const results = new Array(items.length);
  // Start up to limit workers; each takes the next unclaimed index until none are left,
  // and stores fn's result at that index.
  return results;
}
