function runAfterMicrotasks(fn) {
  // Runs fn as a microtask: is that late enough?
  return Promise.resolve().then(fn);
}
