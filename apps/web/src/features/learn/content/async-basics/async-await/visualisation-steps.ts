// The steps of two async functions taking turns: for each, what the status says, where each
// panel is (its state, the line it is on and how), the microtask queue and what it logs.
export type Panel = 'main' | 'a' | 'b';
/** A panel's state, and the line it is on: running it, calling from it, or paused at it. */
export type PanelState = [string] | [string, number, 'run' | 'call' | 'pause'];

export interface Step extends Record<Panel, PanelState> {
  text: string;
  queue: string[];
  /** The output so far. */
  out: string[];
}
/** A step as written: what it logs, if anything, rather than the output so far. */
type StepEntry = Omit<Step, 'out'> & { logs?: string };

export const CODE: Record<Panel, string[]> = {
  main: ['a();', 'b();', "log('main');"],
  a: ["log('A1');", 'await null;', "log('A2');", 'await null;', "log('A3');"],
  b: ["log('B1');", 'await null;', "log('B2');"],
};
export const TITLES: Record<Panel, string> = { main: 'script', a: 'async a()', b: 'async b()' };
/** The theme colour of a panel's state badge; other states are dimmed. */
export const BADGE_COLOURS: Partial<Record<string, 'accent' | 'warning' | 'success'>> = {
  running: 'accent',
  paused: 'warning',
  done: 'success',
};
const paused = (line: number): PanelState => ['paused', line, 'pause'];
const ENTRIES: StepEntry[] = [
  {
    text: 'Nothing has run yet. Press Step to run the script one step at a time.',
    main: ['ready'],
    a: ['not called'],
    b: ['not called'],
    queue: [],
  },
  {
    text: "The script calls a(). a's body runs at once, on the same call stack, and logs A1.",
    main: ['waiting for a()', 0, 'call'],
    a: ['running', 0, 'run'],
    b: ['not called'],
    queue: [],
    logs: 'A1',
  },
  {
    text: 'a reaches await null: a is paused there, its resumption is queued as a microtask, and a() hands the script a pending promise.',
    main: ['running', 0, 'run'],
    a: paused(1),
    b: ['not called'],
    queue: ['resume a'],
  },
  {
    text: 'The script calls b(). b runs at once and logs B1, while a stays paused.',
    main: ['waiting for b()', 1, 'call'],
    a: paused(1),
    b: ['running', 0, 'run'],
    queue: ['resume a'],
    logs: 'B1',
  },
  {
    text: 'b reaches await null and is paused too. The script gets a second pending promise.',
    main: ['running', 1, 'run'],
    a: paused(1),
    b: paused(1),
    queue: ['resume a', 'resume b'],
  },
  {
    text: 'The script logs main. Both functions are paused, but the thread is not: the script keeps running.',
    main: ['running', 2, 'run'],
    a: paused(1),
    b: paused(1),
    queue: ['resume a', 'resume b'],
    logs: 'main',
  },
  {
    text: 'The script ends and the call stack is empty, so the event loop runs the microtasks, oldest first.',
    main: ['finished'],
    a: paused(1),
    b: paused(1),
    queue: ['resume a', 'resume b'],
  },
  {
    text: 'Microtask: a resumes after its first await and logs A2.',
    main: ['finished'],
    a: ['running', 2, 'run'],
    b: paused(1),
    queue: ['resume b'],
    logs: 'A2',
  },
  {
    text: 'a reaches its second await and is paused again; its resumption joins the back of the queue.',
    main: ['finished'],
    a: paused(3),
    b: paused(1),
    queue: ['resume b', 'resume a'],
  },
  {
    text: "Microtask: b resumes, logs B2 and returns, so b's promise fulfils.",
    main: ['finished'],
    a: paused(3),
    b: ['done', 2, 'run'],
    queue: ['resume a'],
    logs: 'B2',
  },
  {
    text: 'Microtask: a resumes, logs A3 and returns. The queue is empty. Output: A1 B1 main A2 B2 A3.',
    main: ['finished'],
    a: ['done', 4, 'run'],
    b: ['done'],
    queue: [],
    logs: 'A3',
  },
];
/** Each step with its output so far: what it and every step before it logged. */
export const STEPS: Step[] = ENTRIES.map(({ logs: _logs, ...step }, index) => ({
  ...step,
  out: ENTRIES.slice(0, index + 1).flatMap((entry) => entry.logs ?? []),
}));
