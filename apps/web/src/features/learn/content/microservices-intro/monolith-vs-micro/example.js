const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const HOP_MS = 30; // one request from one program to another, in this simulation
let usersUp = true;

// A service answers after one hop; users, when down, answers 503 instead.
async function call(service, answer) {
  await sleep(HOP_MS);
  if (service === 'users' && !usersUp) throw new Error('users answered 503');
  return answer;
}
const listFiles = () => call('storage', ['a.txt', 'b.png']);
const getUsage = () => call('users', { fileCount: 2, bytes: 5120 });
const roundTo10 = (ms) => Math.round(ms / 10) * 10;

// Monolith: both answers are plain function calls inside one program.
console.log('monolith:', ['a.txt', 'b.png'], { fileCount: 2, bytes: 5120 });

let started = performance.now();
await listFiles();
await getUsage();
console.log('services, one after another:', roundTo10(performance.now() - started), 'ms');

started = performance.now();
await Promise.all([listFiles(), getUsage()]);
console.log('services, side by side:', roundTo10(performance.now() - started), 'ms');

usersUp = false; // partial failure: storage is fine, users is not
const [files, usage] = await Promise.allSettled([listFiles(), getUsage()]);
console.log('users down, files:', files.status, files.value);
console.log('users down, usage:', usage.status, usage.reason.message);
