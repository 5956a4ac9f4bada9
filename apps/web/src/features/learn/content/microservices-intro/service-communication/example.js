const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let usersUp = false;
const queue = []; // file-events: messages wait here until users takes them
const ledger = new Map(); // users' user_files: one row per file id

// Request/response: the caller waits for the answer, and an error comes back at once.
async function getUsage() {
  await sleep(30);
  if (!usersUp) throw new Error('users answered 503');
  return { fileCount: ledger.size };
}
// Event: the producer hands the message to the queue and moves on.
function publish(event) {
  queue.push(event);
  return 'upload answered 201, backlog ' + queue.length;
}
// The users consumer: an event it has already applied changes nothing.
function consume() {
  for (const event of queue.splice(0)) {
    const isNew = !ledger.has(event.fileId);
    if (isNew) ledger.set(event.fileId, event.size);
    console.log(isNew ? 'applied' : 'skipped duplicate', event.id, 'for', event.fileId);
  }
}

try {
  await getUsage();
} catch (error) {
  console.log('request failed at once:', error.message);
}
console.log(publish({ id: 'e1', fileId: 'f1', size: 100 }));
console.log(publish({ id: 'e2', fileId: 'f2', size: 50 }));
queue.push(queue[0]); // at-least-once delivery: e1 arrives a second time
console.log('users is down; backlog', queue.length);
await sleep(200);
usersUp = true;
console.log('users is back: the backlog drains');
consume();
console.log('backlog', queue.length, '| usage', await getUsage());
