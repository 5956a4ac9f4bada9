import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'fulfils with the value the callback receives',
      input: "fromCallback((done) => setTimeout(() => done(null, 'saved'), 10))",
      expectedOutput: 'saved',
    },
    {
      name: 'rejects with the error the callback receives',
      input:
        "fromCallback((done) => setTimeout(() => done(new Error('disk full')), 10)).catch((error) => 'rejected: ' + error.message)",
      expectedOutput: 'rejected: disk full',
    },
    {
      name: 'calls start straight away',
      input:
        '(() => { let started = false; fromCallback(() => { started = true; }); return started; })()',
      expectedOutput: 'true',
    },
    {
      name: 'rejects when start throws',
      input:
        "fromCallback(() => { throw new Error('bad input'); }).catch((error) => 'rejected: ' + error.message)",
      expectedOutput: 'rejected: bad input',
    },
    {
      name: 'only the first callback counts',
      input:
        "fromCallback((done) => { done(null, 'first'); done(null, 'second'); done(new Error('late')); })",
      expectedOutput: 'first',
    },
  ],
  hints: [
    'Return new Promise((resolve, reject) => { ... }). Its executor runs at once, so call start inside it.',
    'Pass start a callback (error, value) => { ... } that calls reject(error) when there is an error and resolve(value) otherwise.',
    'The last two tests need no extra code: a throw inside the executor already rejects the promise, and a promise settles only once.',
  ],
} satisfies ChallengeChecks;
