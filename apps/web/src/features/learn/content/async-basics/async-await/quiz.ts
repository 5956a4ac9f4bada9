import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question: 'An async function runs `return 42`. What does calling it give you?',
      options: [
        'The number `42`',
        'A promise that fulfils with `42`',
        '`undefined`, until someone awaits the call',
      ],
      correctAnswer: 1,
      explanation:
        'An async function always returns a promise, and a returned value becomes its fulfilment value. You only get `42` itself with `await` (or `.then`); calling the function without `await` never gives you the plain number.',
    },
    {
      question:
        "`async function f() { console.log('1'); await null; console.log('3'); } f(); console.log('2');` What is printed?",
      options: ['1 2 3', '1 3 2', '2 1 3', '1 2, and 3 is never printed'],
      correctAnswer: 0,
      explanation:
        "`f`'s body runs synchronously up to the `await`, so 1 comes first. The `await` pauses `f` even though `null` needs no waiting; the rest of `f` is queued as a microtask and runs after the current script, which logs 2 first. 1 3 2 would mean `await` did not pause at all.",
    },
    {
      question:
        "`async function load() { throw new Error('down'); }` What happens on the line `const p = load();`?",
      options: [
        'It throws `Error: down` straight away, at the call',
        'Nothing throws there: `p` is a rejected promise, and the error appears where `p` is awaited or caught',
        '`p` is `undefined`, because the function never reached a `return`',
      ],
      correctAnswer: 1,
      explanation:
        'Inside an async function a `throw` rejects the returned promise; the call itself never throws. That is why the error must be handled with `await` in a `try...catch`, or with `.catch` on the promise.',
    },
    {
      question:
        '`getUser()` and `getUsage()` are independent and each takes about 100 ms. How long does `const u = await getUser(); const s = await getUsage();` take?',
      options: ['About 100 ms', 'About 150 ms', 'About 200 ms'],
      correctAnswer: 2,
      explanation:
        '`getUsage()` is not even called until `getUser()` has finished, so the times add up. Starting both first (`const p = getUser(); const q = getUsage();`) and then awaiting them takes about 100 ms.',
    },
    {
      question:
        "`ids.forEach(async (id) => { await save(id); }); console.log('saved');` When is `'saved'` printed?",
      options: [
        'At once, before the saves finish, because `forEach` ignores the promises its callback returns',
        'After every save has finished',
        'Never, because `forEach` throws on an async callback',
      ],
      correctAnswer: 0,
      explanation:
        '`forEach` calls each async callback, which runs to its first `await` and returns a promise that `forEach` throws away, so nothing waits. Use `for...of` with `await` to go one at a time, or `await Promise.all(ids.map(save))` for all at once.',
    },
  ],
} satisfies Quiz;
