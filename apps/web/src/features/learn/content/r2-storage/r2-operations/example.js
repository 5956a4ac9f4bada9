// An in-memory bucket with R2's conditional put: onlyIf.etagMatches, null when it fails.
let uploads = 0;
const stored = new Map();
const bucket = {
  async get(key) {
    const object = stored.get(key);
    return object ? { etag: object.etag, json: async () => JSON.parse(object.value) } : null;
  },
  async put(key, value, { onlyIf } = {}) {
    if (onlyIf && stored.get(key)?.etag !== onlyIf.etagMatches) return null;
    const etag = 'e' + ++uploads; // R2's real etags are MD5 hashes
    stored.set(key, { value, etag });
    return { key, etag };
  },
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function countDownload(who, conditional) {
  for (let attempt = 1; ; attempt++) {
    const object = await bucket.get('stats.json');
    const { downloads } = await object.json();
    await sleep(who === 'A' ? 40 : 20); // both read before either writes
    const options = conditional ? { onlyIf: { etagMatches: object.etag } } : {};
    const written = await bucket.put('stats.json', JSON.stringify({ downloads: downloads + 1 }), options);
    console.log(who + ' attempt ' + attempt + ': read ' + downloads + ' (etag ' + object.etag + '), put -> ' +
      (written ? 'stored as ' + written.etag : 'null: someone wrote first'));
    if (written) return;
  }
}

for (const conditional of [false, true]) {
  await bucket.put('stats.json', JSON.stringify({ downloads: 0 }));
  console.log(conditional ? '--- with onlyIf: { etagMatches }' : '--- plain put: last writer wins');
  await Promise.all([countDownload('A', conditional), countDownload('B', conditional)]);
  const { downloads } = await (await bucket.get('stats.json')).json();
  console.log('two downloads counted as ' + downloads);
}
