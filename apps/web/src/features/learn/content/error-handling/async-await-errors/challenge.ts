import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'returns the value of the first attempt that succeeds',
      input:
        "(async () => { let calls = 0; return retry(async () => { calls++; if (calls < 3) throw new Error('flaky'); return 'ok after ' + calls; }, 5); })()",
      expectedOutput: 'ok after 3',
    },
    {
      name: 'throws the last error when every attempt fails',
      input:
        "(async () => { let calls = 0; try { await retry(async () => { calls++; throw new Error('down ' + calls); }, 3); return 'no error'; } catch (error) { return error.message + ', calls: ' + calls; } })()",
      expectedOutput: 'down 3, calls: 3',
    },
    {
      name: 'does not retry an error marked retryable: false',
      input:
        "(async () => { let calls = 0; try { await retry(async () => { calls++; const error = new Error('400 bad input'); error.retryable = false; throw error; }, 5); return 'no error'; } catch (error) { return error.message + ', calls: ' + calls; } })()",
      expectedOutput: '400 bad input, calls: 1',
    },
    {
      name: 'does not call again after a success',
      input:
        '(async () => { let calls = 0; await retry(async () => { calls++; return 1; }, 4); return calls; })()',
      expectedOutput: '1',
    },
    {
      name: 'backs off between attempts (20 ms, then 40 ms)',
      input:
        "(async () => { const times = []; await retry(async () => { times.push(Date.now()); if (times.length < 3) throw new Error('x'); }, 3, 20); return times[2] - times[0] >= 55; })()",
      expectedOutput: 'true',
    },
  ],
  hints: [
    'Loop with attempt = 1 .. attempts and put try { return await fn(); } inside: the await makes a rejection land in your catch.',
    'In the catch: throw the error at once if error.retryable === false; otherwise remember it, and sleep before the next attempt, but not after the last one.',
    'After the loop, throw the last error you remembered.',
  ],
} satisfies ChallengeChecks;
