// What a worker's heap holds, by constructor, taken over the inspector
// (HeapProfiler.takeHeapSnapshot) and summed from the snapshot's nodes: for finding what grows.
import WebSocket from 'ws';

/** The snapshot of the worker at `url` (its inspector's webSocketDebuggerUrl), parsed. */
export async function takeHeapSnapshot(url) {
  const socket = new WebSocket(url, { maxPayload: 1024 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk);
      else if (message.id === 2) resolve();
      else if (message.error) reject(new Error(JSON.stringify(message.error)));
    });
  });
  socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.enable' }));
  socket.send(
    JSON.stringify({
      id: 2,
      method: 'HeapProfiler.takeHeapSnapshot',
      params: { reportProgress: false },
    }),
  );
  await done;
  socket.close();
  return JSON.parse(chunks.join(''));
}

/** Count and self size of the snapshot's nodes, by type and name. */
export function byConstructor(snapshot) {
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const totals = new Map();
  const { nodes, strings } = snapshot;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]];
    const name = type === 'object' || type === 'closure' ? strings[nodes[i + nameAt]] : `(${type})`;
    const key = `${type}:${name}`;
    const total = totals.get(key) ?? { count: 0, size: 0 };
    total.count += 1;
    total.size += nodes[i + sizeAt];
    totals.set(key, total);
  }
  return totals;
}
