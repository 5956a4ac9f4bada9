const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
class HttpError extends Error {
  constructor(status) {
    super('HTTP ' + status);
    this.status = status;
  }
}
const transient = (error) =>
  [429, 502, 503, 504].includes(error.status) || error.name === 'TimeoutError';

async function withRetry(call, attempts = 4, baseMs = 40, capMs = 100) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      if (!transient(error) || attempt === attempts) {
        console.log('  attempt ' + attempt + ': ' + error.message + ', giving up');
        throw error;
      }
      const ceiling = Math.min(capMs, baseMs * 2 ** (attempt - 1));
      console.log('  attempt ' + attempt + ': ' + error.message + ', retrying within ' + ceiling + ' ms');
      await sleep(Math.random() * ceiling); // full jitter: anywhere from 0 to the ceiling
    }
  }
}

const flakyUsers = async (attempt) => {
  if (attempt < 3) throw new HttpError(503);
  return 'usage: 3 files';
};
const badInput = async () => { throw new HttpError(400); };
const usersDown = async () => { throw new HttpError(503); };

for (const [name, call] of [['flaky users', flakyUsers], ['bad input', badInput], ['users down', usersDown]]) {
  console.log(name + ':');
  await withRetry(call).then(
    (value) => console.log('  result:', value),
    (error) => console.log('  caller gets:', error.message),
  );
}
