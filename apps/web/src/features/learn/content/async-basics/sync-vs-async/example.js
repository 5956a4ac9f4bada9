const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const roundTo10 = (ms) => Math.round(ms / 10) * 10;

// 1. Who goes first? Synchronous code, then microtasks, then tasks.
console.log('1. sync: first line');
setTimeout(() => console.log('5. task: setTimeout 0'), 0);
Promise.resolve().then(() => console.log('3. microtask: promise reaction'));
queueMicrotask(() => console.log('4. microtask: queueMicrotask'));
console.log('2. sync: last line');
await sleep(20);

// 2. A blocked timer: due after 10 ms, but a 200 ms loop holds the only thread.
const start = Date.now();
setTimeout(() => {
  console.log('timer: asked for 10 ms, ran after ~' + roundTo10(Date.now() - start) + ' ms');
}, 10);
Promise.resolve().then(() => console.log('microtask: still runs before the late timer'));
while (Date.now() - start < 200) {
  // 200 ms of synchronous work (in a Worker: 200 ms of CPU time)
}
console.log('loop: finished after ~' + roundTo10(Date.now() - start) + ' ms');
