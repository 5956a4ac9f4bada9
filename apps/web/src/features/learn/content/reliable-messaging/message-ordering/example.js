const sent = [{ type: 'up', file: 'a' }, { type: 'up', file: 'b' }, { type: 'del', file: 'a' }];
const orders = (list) => list.length <= 1 ? [list]
  : list.flatMap((first, i) => orders(list.filter((_, j) => j !== i)).map((rest) => [first, ...rest]));

// Naive: add on upload, remove on delete (a delete of an unknown file does nothing).
function naive(events) {
  const files = new Set();
  for (const e of events) {
    if (e.type === 'up') files.add(e.file);
    else files.delete(e.file);
  }
  return files.size;
}

// Ledger: one row per file; a delete leaves a tombstone; an upload never revives one.
function ledger(events) {
  const rows = new Map(); // file -> deleted?
  for (const e of events) {
    if (e.type === 'del') rows.set(e.file, true);
    else if (!rows.has(e.file)) rows.set(e.file, false);
  }
  return [...rows.values()].filter((deleted) => !deleted).length;
}

for (const order of orders(sent)) {
  const names = order.map((e) => e.type + ' ' + e.file).join(', ');
  console.log(names.padEnd(22), '| naive:', naive(order), '| ledger:', ledger(order));
}
