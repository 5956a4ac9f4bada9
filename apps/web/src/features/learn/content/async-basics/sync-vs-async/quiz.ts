import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        "In what order does this print? `console.log('a'); setTimeout(() => console.log('b'), 0); Promise.resolve().then(() => console.log('c')); console.log('d');`",
      options: ['a b c d', 'a d c b', 'a d b c', 'a c d b'],
      correctAnswer: 1,
      explanation:
        "The script runs to completion first (a, d). Then the loop drains the microtask queue (c) before it takes the next task, the timer (b). 'a d b c' is tempting because the timer was set first, but a task never runs while microtasks are waiting.",
    },
    {
      question:
        "What does this print? `setTimeout(() => log('t'), 0); queueMicrotask(() => { log('m1'); queueMicrotask(() => log('m2')); }); log('s');`",
      options: ['s m1 t m2', 's m1 m2 t', 'm1 s m2 t', 's t m1 m2'],
      correctAnswer: 1,
      explanation:
        "The script logs s. The loop then drains the microtask queue completely, including m2, which m1 queued while it ran, before it takes the timer task t. 's m1 t m2' would be right only if new microtasks waited for the next turn; they do not.",
    },
    {
      question:
        '`let n = 0; setTimeout(() => console.log(n), 0); for (let i = 0; i < 1000000; i++) n++;` What is logged?',
      options: [
        '0, because the timer was set before the loop',
        '1000000',
        'A number between 0 and 1000000, depending on how fast the machine is',
      ],
      correctAnswer: 1,
      explanation:
        'Run-to-completion: the timer callback can only run once the script, loop included, has finished and the stack is empty. By then `n` is 1000000. Nothing can interrupt the loop halfway, so no in-between value is possible.',
    },
    {
      question:
        'A timer is set with `setTimeout(fn, 10)`, then the script runs a synchronous loop for 300 ms. When does `fn` run?',
      options: [
        'After 10 ms, pausing the loop',
        'After about 300 ms, as soon as the loop has finished and the stack is empty',
        'After about 310 ms: the 10 ms only start counting when the loop ends',
        'Never: a timer that is late is dropped',
      ],
      correctAnswer: 1,
      explanation:
        'The timer becomes due after 10 ms and its callback waits in the task queue, but a task only runs when the stack is empty. The delay was counting all along, so `fn` runs right after the loop, at about 300 ms, not 310.',
    },
    {
      question: 'In a Cloudflare Worker, which of these counts towards the CPU time limit?',
      options: [
        'The 80 ms a handler spends awaiting a D1 query',
        'A 40 ms synchronous loop that hashes a file in JavaScript',
        'The second a timer from `setTimeout(fn, 1000)` waits before it fires',
      ],
      correctAnswer: 1,
      explanation:
        'CPU time is the time the CPU actually spends running your code. While a handler awaits D1 or a timer, the thread is free and no CPU time is used for it; a synchronous loop keeps the CPU busy the whole time.',
    },
  ],
} satisfies Quiz;
