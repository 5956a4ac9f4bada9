// The snippet the event loop runs, and each step of it: the lines running, what is on the call
// stack and in each queue (chip ids), the output so far and what the status says.
export type ChipKind = 'frame' | 'micro' | 'task';

export interface Step {
  lines: number[];
  stack: string[];
  micro: string[];
  tasks: string[];
  out: string;
  say: string;
}

export const CODE = [
  "log('A');",
  "setTimeout(() => log('F'), 0);",
  'Promise.resolve()',
  "  .then(() => log('C'))",
  "  .then(() => log('E'));",
  "queueMicrotask(() => log('D'));",
  "log('B');",
];
// Each chip: its label (wide, narrow) and its kind, which sets its colour wherever it is.
export const CHIPS: Record<string, [string, string, ChipKind]> = {
  script: ['script', 'script', 'frame'],
  logA: ["log('A')", "log('A')", 'frame'],
  timeout: ['setTimeout()', 'setTimeout()', 'frame'],
  then1: ['.then()', '.then()', 'frame'],
  then2: ['.then()', '.then()', 'frame'],
  queue: ['queueMicrotask()', 'queueMicrotask', 'frame'],
  logB: ["log('B')", "log('B')", 'frame'],
  F: ["() => log('F')", "log('F')", 'task'],
  C: ["() => log('C')", "log('C')", 'micro'],
  D: ["() => log('D')", "log('D')", 'micro'],
  E: ["() => log('E')", "log('E')", 'micro'],
};
export const STEPS: Step[] = [
  {
    lines: [],
    stack: [],
    micro: [],
    tasks: [],
    out: '',
    say: 'Press Step to run the script. The whole script is one task: it runs to completion before anything else.',
  },
  {
    lines: [0],
    stack: ['script', 'logA'],
    micro: [],
    tasks: [],
    out: 'A',
    say: "The script runs on the call stack. log('A') prints A straight away.",
  },
  {
    lines: [1],
    stack: ['script', 'timeout'],
    micro: [],
    tasks: ['F'],
    out: 'A',
    say: 'setTimeout hands its callback to a timer. The 0 ms timer is due at once, so the callback waits in the task queue.',
  },
  {
    lines: [2, 3],
    stack: ['script', 'then1'],
    micro: ['C'],
    tasks: ['F'],
    out: 'A',
    say: 'Promise.resolve() is already fulfilled, so the first .then queues its callback as a microtask at once.',
  },
  {
    lines: [4],
    stack: ['script', 'then2'],
    micro: ['C'],
    tasks: ['F'],
    out: 'A',
    say: 'The second .then waits on the promise the first .then returned. That one is still pending: nothing is queued.',
  },
  {
    lines: [5],
    stack: ['script', 'queue'],
    micro: ['C', 'D'],
    tasks: ['F'],
    out: 'A',
    say: 'queueMicrotask puts its callback at the back of the microtask queue.',
  },
  {
    lines: [6],
    stack: ['script', 'logB'],
    micro: ['C', 'D'],
    tasks: ['F'],
    out: 'A B',
    say: "log('B') prints B. Nothing queued has run yet: the script still holds the stack.",
  },
  {
    lines: [],
    stack: [],
    micro: ['C', 'D'],
    tasks: ['F'],
    out: 'A B',
    say: 'The script is finished and the stack is empty. Before the next task, the loop runs every microtask.',
  },
  {
    lines: [3],
    stack: ['C'],
    micro: ['D', 'E'],
    tasks: ['F'],
    out: 'A B C',
    say: "The first microtask prints C. Its .then promise fulfils, so E's callback joins the back of the microtask queue.",
  },
  {
    lines: [5],
    stack: ['D'],
    micro: ['E'],
    tasks: ['F'],
    out: 'A B C D',
    say: 'The next microtask, from queueMicrotask, prints D.',
  },
  {
    lines: [4],
    stack: ['E'],
    micro: [],
    tasks: ['F'],
    out: 'A B C D E',
    say: 'E runs before the timer, though it was queued after it: the loop empties the microtask queue, new arrivals included.',
  },
  {
    lines: [1],
    stack: ['F'],
    micro: [],
    tasks: [],
    out: 'A B C D E F',
    say: 'The microtask queue is empty, so the loop takes the next task: the timer callback prints F.',
  },
  {
    lines: [],
    stack: [],
    micro: [],
    tasks: [],
    out: 'A B C D E F',
    say: 'Done: synchronous code first, then every microtask, then the next task. Press Reset to watch again.',
  },
];
