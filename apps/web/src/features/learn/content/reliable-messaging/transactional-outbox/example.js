const uploads = ['f1', 'f2', 'f3', 'f4', 'f5'];
const refused = new Set(['f2', 'f4']); // the queue refuses these sends
const send = (queue, event) => {
  if (refused.has(event.fileId) && !event.sweep) throw new Error('send failed');
  queue.push(event);
};
// The consumer: a ledger keyed by file id, so a repeat changes nothing.
const count = (queue) => new Set(queue.map((event) => event.fileId)).size;

// 1. Write, then send: a failed send loses the event for good.
const direct = [];
for (const fileId of uploads) {
  try { send(direct, { fileId }); } catch { /* the file is stored; its event is gone */ }
}
console.log('write then send: counted', count(direct), 'of', uploads.length);

// 2. Outbox: the event is a row written with the file; publishing deletes it once sent.
const queue = [];
const outbox = new Map(uploads.map((fileId) => [fileId, { fileId }]));
for (const [id, event] of outbox) {
  try { send(queue, event); outbox.delete(id); } catch { /* the row waits */ }
}
console.log('after the requests: counted', count(queue), '- waiting in the outbox:', [...outbox.keys()]);

// The sweep: sends what is left; it crashes once after a send, before the delete.
let crashed = false;
for (const sweep of [1, 2]) {
  for (const [id, event] of outbox) {
    send(queue, { ...event, sweep: true });
    if (!crashed) { crashed = true; console.log('sweep', sweep, 'crashed after sending', id); break; }
    outbox.delete(id);
  }
}
console.log('after the sweeps: counted', count(queue), 'of', uploads.length, '-', queue.length, 'deliveries');
