const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start) => Math.round((Date.now() - start) / 10) * 10 + ' ms';

// 1. Two async functions take turns at their awaits.
async function task(name) {
  console.log(name, 'runs until its await');
  await null; // paused here; the rest runs later, as a microtask
  console.log(name, 'resumes');
  return name + ' done';
}
const a = task('A'); // runs A's body up to its await, then hands back a promise
const b = task('B');
console.log('main carries on; a is a', a.constructor.name);
console.log(await a, '|', await b);

// 2. A throw inside an async function becomes a rejection.
async function readUser() { throw new Error('D1 is unavailable'); }
const failed = readUser(); // no exception here
try { await failed; } catch (error) { console.log('await threw:', error.message); }

// 3. Await in turn, or start both first and then wait.
async function getUser() { await sleep(100); return 'Demo User'; }
async function getUsage() { await sleep(100); return '3 files'; }
let start = Date.now();
const user = await getUser();
const usage = await getUsage();
console.log('in turn:', user, usage, 'after', since(start));
start = Date.now();
const userPromise = getUser(); // both start now
const usagePromise = getUsage();
console.log('started first:', await userPromise, await usagePromise, 'after', since(start));

// 4. Without await you hold the promise, not the user.
const forgotten = getUser();
console.log('forgot await:', forgotten.constructor.name, '| with await:', await forgotten);
