function drainSeconds({ backlog, sendsPerSecond, workMs, concurrency }) {
  const handledPerSecond = 1000 / workMs;
  return Math.ceil(backlog / handledPerSecond);
}
