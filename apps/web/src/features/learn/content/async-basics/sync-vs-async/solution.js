function runAfterMicrotasks(fn) {
  return new Promise((resolve, reject) => {
    // A task: it runs only once the microtask queue is empty.
    setTimeout(() => {
      try {
        resolve(fn());
      } catch (error) {
        reject(error);
      }
    }, 0);
  });
}
