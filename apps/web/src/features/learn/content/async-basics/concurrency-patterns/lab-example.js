// Three real register searches: awaited one after another, then all at once.
const queries = ['kiwi', 'bay', 'farm'];
const search = (q) => api.get('/api/nzbn/search?q=' + encodeURIComponent(q));

let start = performance.now();
for (const q of queries) await search(q); // each search waits for the one before
const inTurnMs = Math.round(performance.now() - start);

start = performance.now();
const results = await Promise.all(queries.map((q) => search(q))); // all three start now
const togetherMs = Math.round(performance.now() - start);

console.log('one after another:', inTurnMs, 'ms');
console.log('with Promise.all:', togetherMs, 'ms');
queries.forEach((q, i) => console.log(q + ':', results[i].data.total, 'matches'));
