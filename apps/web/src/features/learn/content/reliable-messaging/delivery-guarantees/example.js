// Four uploads; at-least-once delivery repeats some of them.
const events = ['e1', 'e2', 'e3', 'e4'].map((id, i) => ({ id, fileId: 'f' + (i + 1), size: 100 }));
const redelivered = ['e2', 'e4']; // acknowledgements lost: the queue delivers these again

const deliveries = [...events];
for (const id of redelivered) deliveries.push(events.find((event) => event.id === id));

// A plain counter: one more file per delivery.
let counter = 0;
// A ledger keyed by file id: a row per file, written only once.
const ledger = new Map();

for (const event of deliveries) {
  counter += 1;
  const known = ledger.has(event.fileId);
  if (!known) ledger.set(event.fileId, event.size);
  console.log('deliver', event.id, known ? '(ledger: already there)' : '(ledger: new row)');
}

console.log('deliveries:', deliveries.length);
console.log('plain counter says', counter, 'files');
console.log('ledger says', ledger.size, 'files,', [...ledger.values()].reduce((a, b) => a + b, 0), 'bytes');
