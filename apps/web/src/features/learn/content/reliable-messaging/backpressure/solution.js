function drainSeconds({ backlog, sendsPerSecond, workMs, concurrency }) {
  if (backlog === 0) return 0;
  const handledPerSecond = (concurrency * 1000) / workMs;
  const shrinksBy = handledPerSecond - sendsPerSecond;
  if (shrinksBy <= 0) return Infinity; // the producer stays ahead: it never drains
  return Math.ceil(backlog / shrinksBy);
}
