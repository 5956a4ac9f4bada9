// Runs the real Worker source in a bare Node vm context: it can only work if the runtime and
// the formatter are self-contained, as they are in the browser's Worker.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MAX_OUTPUT_LINES } from './constants';
import { challengeTestCode } from './run-code';
import { buildWorkerSource } from './sandbox-sources';
import type { OutputLine } from './frame-messages';
import type { WorkerMessage } from './worker-runtime';

interface VmRun {
  lines: OutputLine[];
  batches: number;
  done: WorkerMessage;
}

/** Like a MessagePort, postMessage is on the prototype, where learner code can patch it. */
class FakeMessagePort {
  constructor(private readonly receive: (message: WorkerMessage) => void) {}
  postMessage(message: WorkerMessage) {
    this.receive(message);
  }
}

function runInVm(code: string, wantValue = false): Promise<VmRun> {
  return new Promise((resolve) => {
    const lines: OutputLine[] = [];
    let batches = 0;
    const port = new FakeMessagePort((message) => {
      if (message.type === 'lines') {
        batches += 1;
        lines.push(...message.lines);
      } else {
        resolve({ lines, batches, done: message });
      }
    });
    // Like a Worker's global scope: `self` is the global, and nothing of the page exists.
    const scope: Record<string, unknown> = {
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      console: {},
      addEventListener: () => undefined,
      onmessage: null,
      MessagePort: FakeMessagePort,
    };
    scope.self = scope;
    runInNewContext(buildWorkerSource(), scope);
    const { onmessage } = scope;
    if (typeof onmessage !== 'function') throw new Error('the runtime did not listen for a run');
    onmessage({ data: { code, wantValue, port } });
  });
}

const texts = (run: VmRun) => run.lines.map((line) => line.text);

describe('the worker runtime', () => {
  it('captures lines in order, including after an await and from an un-awaited timer', async () => {
    const run = await runInVm(`
      console.log('first');
      await new Promise((resolve) => setTimeout(resolve, 5));
      console.log('after await');
      setTimeout(() => console.log('from timer'), 20);
      Promise.resolve().then(() => console.log('microtask'));
      console.log('last line');
    `);
    expect(texts(run)).toEqual(['first', 'after await', 'last line', 'microtask', 'from timer']);
    expect(run.done).toEqual({ type: 'done', status: 'ok' });
  });

  it('reports done only once an interval has been cleared', async () => {
    const run = await runInVm(`
      let ticks = 0;
      const id = setInterval(() => {
        ticks += 1;
        console.log('tick', ticks);
        if (ticks === 3) clearInterval(id);
      }, 2);
    `);
    expect(texts(run)).toEqual(['tick 1', 'tick 2', 'tick 3']);
    expect(run.done.type).toBe('done');
  });

  it('formats each argument and keeps the console level', async () => {
    const run = await runInVm(`
      console.log('sum:', 1 + 2, { list: [1, 'b'] });
      console.info('info');
      console.warn('careful');
      console.error(new TypeError('bad'));
    `);
    expect(run.lines).toEqual([
      { level: 'log', text: "sum: 3 { list: [ 1, 'b' ] }" },
      { level: 'info', text: 'info' },
      { level: 'warn', text: 'careful' },
      { level: 'error', text: 'TypeError: bad' },
    ]);
  });

  it("ends with 'Error: boom' when the code throws, keeping the lines before it", async () => {
    const run = await runInVm(`console.log('before'); throw new Error('boom');`);
    expect(texts(run)).toEqual(['before']);
    expect(run.done).toEqual({ type: 'done', status: 'error', message: 'Error: boom' });
  });

  it("shows any kind of error as 'Error: {message}'", async () => {
    const run = await runInVm('const x = 1; x();');
    expect(run.done).toEqual({
      type: 'done',
      status: 'error',
      message: 'Error: x is not a function',
    });
  });

  it("ends with 'Unknown error' when the code throws something that is not an Error", async () => {
    const run = await runInVm('throw 42;');
    expect(run.done).toEqual({ type: 'done', status: 'error', message: 'Unknown error' });
  });

  it('ends as an error when a timer callback throws, and stops the other timers', async () => {
    const run = await runInVm(`
      setInterval(() => console.log('still going'), 50);
      setTimeout(() => { throw new Error('late'); }, 5);
    `);
    expect(run.done).toEqual({ type: 'done', status: 'error', message: 'Error: late' });
    expect(texts(run)).toEqual([]);
  });

  it('reports a syntax error', async () => {
    const run = await runInVm('const = 1;');
    expect(run.done).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Error: /),
    });
  });

  it("cannot see the page: 'document' is not defined", async () => {
    const run = await runInVm('document.cookie;');
    expect(run.done).toMatchObject({ message: 'Error: document is not defined' });
  });

  it('returns the formatted value of a challenge test expression, after a trailing comment', async () => {
    const code = challengeTestCode(
      'function add(a, b) {\n  return a + b;\n} // adds',
      'new Promise((resolve) => setTimeout(() => resolve([add(2, 3)]), 5)) // five',
    );
    const run = await runInVm(code, true);
    expect(run.done).toEqual({ type: 'done', status: 'ok', value: '[ 5 ]' });
  });

  it('posts one line past the line limit (the frame shows the cut) in batches', async () => {
    const run = await runInVm(
      `for (let i = 0; i < ${MAX_OUTPUT_LINES + 500}; i++) console.log(i);`,
    );
    expect(run.lines).toHaveLength(MAX_OUTPUT_LINES + 1);
    expect(run.lines.at(-1)).toEqual({ level: 'log', text: String(MAX_OUTPUT_LINES) });
    expect(run.batches).toBeLessThanOrEqual(12);
  });

  it('keeps its port from learner code that patches MessagePort.prototype and Reflect.apply', async () => {
    const run = await runInVm(
      `const seen = [];
      const realPost = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function () {
        seen.push(this);
        return realPost.call(this, { type: 'done', status: 'ok', value: 'forged' });
      };
      Reflect.apply = () => undefined;
      console.log('logged');
      await new Promise((resolve) => setTimeout(resolve, 30));
      console.log('ports seen: ' + seen.length);
      return 'real';`,
      true,
    );
    expect(texts(run)).toEqual(['logged', 'ports seen: 0']);
    expect(run.done).toEqual({ type: 'done', status: 'ok', value: 'real' });
  });
});
