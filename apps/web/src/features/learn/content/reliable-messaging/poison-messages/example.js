const events = [
  { id: 'e1', fileId: 'f1', size: 100 },
  { id: 'e2', fileId: 'f2', size: 'big' }, // poison: a field of the wrong type
  { id: 'e3', fileId: 'f3', size: 300 },
  { id: 'e4', fileId: 'f4', size: 400 },
];
let databaseBusy = true; // a transient failure: the first write to f3 meets a busy database
const deadLetters = [];

function problem(body) {
  if (typeof body.fileId !== 'string') return 'fileId must be a string';
  if (typeof body.size !== 'number') return 'size must be a number';
  return null;
}

async function apply(body) {
  if (body.fileId === 'f3' && databaseBusy) { databaseBusy = false; throw new Error('D1 is busy'); }
}

let queue = events.map((body) => ({ body, attempts: 1 }));
for (let second = 0; queue.length > 0; second += 1) {
  const retried = [];
  for (const message of queue) {
    const reason = problem(message.body);
    const at = 't=' + second + 's ' + message.body.id + ' attempt ' + message.attempts + ':';
    if (reason) { deadLetters.push({ id: message.body.id, reason }); console.log(at, 'dead-lettered,', reason); continue; }
    try { await apply(message.body); console.log(at, 'applied'); }
    catch (error) { retried.push({ ...message, attempts: message.attempts + 1 }); console.log(at, error.message + ', retry in 1 s'); }
  }
  queue = retried;
}
console.log('dead letters:', deadLetters);
