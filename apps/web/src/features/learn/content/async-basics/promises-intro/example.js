console.log('1. before new Promise');
const user = new Promise((resolve) => {
  console.log('2. the executor runs at once, synchronously');
  setTimeout(() => resolve({ id: 'demo-user', fileCount: 3 }), 50);
});
console.log('3. after new Promise: user is still pending');

const settledOnce = new Promise((resolve, reject) => {
  resolve('first');
  resolve('second'); // ignored: already settled
  reject(new Error('too late')); // ignored too
});
const next = settledOnce.then((value) => console.log('5. a reaction, run as a microtask:', value));
console.log('4. code after .then runs first; .then returned a new promise:', next !== settledOnce);

await user
  .then((found) => {
    console.log('6. user fulfilled with', found);
    return found.fileCount * 1024; // becomes the value of the next promise
  })
  .then((bytes) => {
    if (bytes > 2048) throw new Error('over quota: ' + bytes + ' bytes');
    return bytes;
  })
  .then(() => console.log('never printed: the promise before this one rejected'))
  .catch((error) => console.log('7. caught:', error.message))
  .finally(() => console.log('8. finally: runs on either outcome'));
