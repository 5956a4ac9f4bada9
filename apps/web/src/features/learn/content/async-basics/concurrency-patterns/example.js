const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start) => Math.round((Date.now() - start) / 10) * 10 + ' ms';
async function search(q, ms, fails = false) {
  await sleep(ms);
  if (fails) throw new Error(q + ' failed');
  return q;
}

let start = Date.now();
for (const q of ['kiwi', 'bay', 'farm']) await search(q, 50);
console.log('in turn:', since(start));
start = Date.now();
const all = await Promise.all([search('kiwi', 50), search('bay', 30), search('farm', 40)]);
console.log('Promise.all:', all, 'after', since(start));

start = Date.now();
try {
  await Promise.all([search('kiwi', 50), search('bay', 20, true)]);
} catch (error) {
  console.log('Promise.all rejected:', error.message, 'after', since(start));
}
const settled = await Promise.allSettled([search('kiwi', 30), search('bay', 20, true)]);
console.log('allSettled:', settled.map((result) => result.status));
console.log('race:', await Promise.race([search('kiwi', 30), search('bay', 20)]));
console.log('any:', await Promise.any([search('kiwi', 30), search('bay', 20, true)]));
try {
  await Promise.any([search('kiwi', 20, true), search('bay', 10, true)]);
} catch (error) {
  console.log('any:', error.name, error.errors.map((reason) => reason.message));
}

const timeout = (ms) =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after ' + ms + ' ms')), ms));
try {
  await Promise.race([search('slow', 100), timeout(40)]);
} catch (error) {
  console.log('race with a timeout:', error.message);
}
