import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question: 'How many times can a promise change state?',
      options: [
        'Once: from pending to either fulfilled or rejected',
        'Twice: from pending to fulfilled, then from fulfilled to rejected if an error happens later',
        'As many times as `resolve` or `reject` is called',
      ],
      correctAnswer: 0,
      explanation:
        'A promise settles exactly once and then never changes. Later calls to `resolve` or `reject` are silently ignored, so every callback sees the same outcome; an error after settling cannot turn a fulfilled promise into a rejected one.',
    },
    {
      question:
        "What does this print? `console.log('a'); new Promise(() => console.log('b')); console.log('c');`",
      options: ['a c b', 'a b c', 'b a c', 'a c, and b never prints'],
      correctAnswer: 1,
      explanation:
        "The `Promise` constructor calls the executor at once, synchronously, so b prints between a and c. 'a c b' would be right for a `.then` callback, which runs later as a microtask, but the executor is not a callback of that kind.",
    },
    {
      question:
        '`const p = Promise.resolve(1); p.then((v) => console.log(v)); console.log(2);` What is printed, in order?',
      options: ['1 then 2', '2 then 1', 'Only 2: `p` had settled before `.then` was attached'],
      correctAnswer: 1,
      explanation:
        '`p` is already fulfilled, but `.then` still only queues its callback as a microtask, which runs after the synchronous `console.log(2)`. A late `.then` never misses the result, and never gets it synchronously either.',
    },
    {
      question:
        "`Promise.reject(new Error('x')).then(() => 'A').catch(() => 'B').then((v) => console.log(v));` What is logged?",
      options: ['A', 'B', 'Error: x', 'Nothing: the chain stops at the rejection'],
      correctAnswer: 1,
      explanation:
        "The first `.then` has no rejection handler, so the rejection passes through to the promise it returned. `.catch` handles it and returns `'B'`, so its new promise fulfils with `'B'`, which the last `.then` logs. The chain does not stop: `.catch` turns the rejection back into a value.",
    },
    {
      question:
        'Inside a `.then` callback you return another promise. What does the next `.then` in the chain receive?',
      options: [
        'The inner promise object itself',
        '`undefined`, because a callback cannot return a promise',
        'The value the inner promise fulfils with, once it has fulfilled',
      ],
      correctAnswer: 2,
      explanation:
        'The promise that `.then` returned follows the inner promise: the chain waits for it and passes on its value (or its rejection). You never receive a promise as a value in the next step.',
    },
  ],
} satisfies Quiz;
