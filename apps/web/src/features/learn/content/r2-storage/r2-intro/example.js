// The upload's three steps, crashed after each one, in two orders.
function run(order, crashAfter) {
  const rows = new Map(); // D1: file id -> state
  const blobs = new Set(); // R2: keys
  const steps = {
    row: () => rows.set('f1', 'pending'),
    put: () => blobs.add('f1'),
    stored: () => rows.set('f1', 'stored'),
  };
  for (const step of order) {
    steps[step]();
    if (step === crashAfter) break;
  }
  return { rows, blobs };
}
function describe({ rows, blobs }) {
  const listed = [...rows].filter(([, state]) => state === 'stored').map(([id]) => id);
  return 'rows ' + JSON.stringify([...rows]) + ', blobs ' + JSON.stringify([...blobs]) +
    ', listed ' + JSON.stringify(listed);
}
function sweep({ rows, blobs }) {
  for (const [id, state] of rows) {
    if (state === 'pending') { blobs.delete(id); rows.delete(id); }
  }
}
for (const order of [['row', 'put', 'stored'], ['put', 'row', 'stored']]) {
  console.log('--- order: ' + order.join(' -> '));
  for (const crashAfter of [order[0], order[1], 'nothing']) {
    const state = run(order, crashAfter);
    const before = describe(state);
    sweep(state);
    console.log('crash after ' + crashAfter + ': ' + before);
    console.log('   after the sweep: ' + describe(state));
  }
}
