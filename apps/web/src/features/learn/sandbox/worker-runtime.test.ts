// Runs the real Worker source in a bare Node vm context: it can only work if the runtime and
// the formatter are self-contained, as they are in the browser's Worker.
import { describe, expect, it } from 'vitest';
import {
  API_METHODS_REFUSED,
  API_PATH_MESSAGE,
  API_TOO_MANY_CALLS_MESSAGE,
  apiMethodRefusedMessage,
  apiPathRefusedMessage,
  HEARTBEAT_MS,
  MAX_API_CALLS_PER_RUN,
  MAX_API_PATH_LENGTH,
  MAX_OUTPUT_LINES,
} from './constants';
import { runInVm, type ApiResponder, type VmRun } from './worker-vm.test-utils';

/** The gaps between a run's beats, in order. */
const beatGaps = (run: VmRun) =>
  run.beats.slice(1).map((at, index) => at - (run.beats[index] ?? at));

/** Answers every call at once with the path it asked for. */
const echoPath: ApiResponder = ({ path }, answer) => answer({ ok: true, value: { path } });

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
    const run = await runInVm(
      'function add(a, b) {\n  return a + b;\n} // adds',
      true,
      undefined,
      'new Promise((resolve) => setTimeout(() => resolve([add(2, 3)]), 5)) // five',
    );
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
  // Beats (run-limit.ts): sent from the runtime's own timer, so only while the Worker is free.

  it('beats at once and while the code waits on a timer, on a clock the code cannot set', async () => {
    const run = await runInVm(`
      // The vm's performance is the test process's own: replaced, not patched.
      self.performance = { now: () => 0 };
      Date.now = () => 0;
      await new Promise((resolve) => setTimeout(resolve, ${10 * HEARTBEAT_MS}));
    `);
    expect(run.beats.length).toBeGreaterThanOrEqual(5);
    expect(beatGaps(run).every((gap) => gap > 0 && gap < 5 * HEARTBEAT_MS)).toBe(true);
    const beaten = run.beats.length;
    await new Promise((resolve) => setTimeout(resolve, 3 * HEARTBEAT_MS));
    // The run is over: no more beats.
    expect(run.beats).toHaveLength(beaten);
  });

  it('sends no beat while the code is busy, in its body or in a timer’s callback', async () => {
    const busy = 'const until = performance.now() + 300; while (performance.now() < until) {}';
    const run = await runInVm(`${busy}\nsetTimeout(() => { ${busy} }, 10);`);
    const silences = beatGaps(run).filter((gap) => gap >= 290);
    expect(silences).toHaveLength(2);
  });

  // The read-only API bridge: api.get(path) asks the frame, which asks the page.

  it('posts a numbered call for api.get and resolves with the answer', async () => {
    const run = await runInVm(
      `const health = await api.get('/api/health');
      console.log(health.status);
      return await api.get('/api/nzbn/search?q=kiwi');`,
      true,
      ({ path }, answer) =>
        answer({ ok: true, value: path === '/api/health' ? { status: 'ok' } : [1, 2] }),
    );
    expect(run.apiCalls).toEqual([
      { type: 'api', call: 1, path: '/api/health' },
      { type: 'api', call: 2, path: '/api/nzbn/search?q=kiwi' },
    ]);
    expect(texts(run)).toEqual(['ok']);
    expect(run.done).toEqual({ type: 'done', status: 'ok', value: '[ 1, 2 ]' });
  });

  it("rejects with 'Error: {message}' when the page could not read the path", async () => {
    const message = "api.get('/api/users/x') answered 404: User not found";
    const run = await runInVm(
      `try {
        await api.get('/api/users/x');
      } catch (error) {
        console.log(error);
      }
      await api.get('/api/users/x');`,
      false,
      (_call, answer) => answer({ ok: false, message }),
    );
    expect(texts(run)).toEqual([`Error: ${message}`]);
    expect(run.done).toEqual({ type: 'done', status: 'error', message: `Error: ${message}` });
  });

  it('does not report done while a call waits for its answer', async () => {
    const run = await runInVm(
      `api.get('/api/slow').then((value) => console.log('answered', value));`,
      false,
      (_call, answer) => setTimeout(() => answer({ ok: true, value: 7 }), 50),
    );
    expect(run.events).toEqual(['api', 'answer', 'done']);
    expect(texts(run)).toEqual(['answered 7']);
    expect(run.done).toEqual({ type: 'done', status: 'ok' });
  });

  it('refuses every method but get, at once and without asking the frame', async () => {
    const run = await runInVm(
      `for (const method of ${JSON.stringify(API_METHODS_REFUSED)}) {
        try {
          api[method]('/api/users', { name: 'x' });
          console.log(method + ' was allowed');
        } catch (error) {
          console.log(error.message);
        }
      }
      api.post('/api/users', {});`,
    );
    expect(texts(run)).toEqual(
      API_METHODS_REFUSED.map((method) => apiMethodRefusedMessage(method)),
    );
    expect(run.done).toEqual({
      type: 'done',
      status: 'error',
      message: `Error: ${apiMethodRefusedMessage('post')}`,
    });
    expect(run.apiCalls).toEqual([]);
  });

  it("rejects a path that is not one of the API's with a clear message, without asking", async () => {
    const run = await runInVm(
      `for (const path of ['https://evil.example/api', 42, '/health', '$&', '/api/' + 'x'.repeat(${MAX_API_PATH_LENGTH})]) {
        await api.get(path).then(
          () => console.log('allowed'),
          (error) => console.log(error.message),
        );
      }`,
      false,
      echoPath,
    );
    expect(texts(run)).toEqual([
      apiPathRefusedMessage('https://evil.example/api'),
      API_PATH_MESSAGE,
      apiPathRefusedMessage('/health'),
      apiPathRefusedMessage('$&'),
      API_PATH_MESSAGE,
    ]);
    expect(run.apiCalls).toEqual([]);
  });

  it('rejects the call past the cap without asking the frame', async () => {
    const run = await runInVm(
      `const results = await Promise.allSettled(
        Array.from({ length: ${MAX_API_CALLS_PER_RUN + 1} }, (_, index) => api.get('/api/n/' + index)),
      );
      const last = results.at(-1);
      console.log(results.filter((result) => result.status === 'fulfilled').length);
      console.log(last.status, last.reason.message);`,
      false,
      echoPath,
    );
    expect(run.apiCalls).toHaveLength(MAX_API_CALLS_PER_RUN);
    expect(run.apiCalls.at(-1)).toEqual({
      type: 'api',
      call: MAX_API_CALLS_PER_RUN,
      path: `/api/n/${MAX_API_CALLS_PER_RUN - 1}`,
    });
    expect(texts(run)).toEqual([
      String(MAX_API_CALLS_PER_RUN),
      `rejected ${API_TOO_MANY_CALLS_MESSAGE}`,
    ]);
  });

  it('gives learner code a frozen api it cannot replace', async () => {
    const run = await runInVm(
      `const get = api.get;
      api.get = () => 'patched';
      delete api.post;
      api.put = undefined;
      console.log(Object.isFrozen(api), api.get === get, typeof api.post, typeof api.put);`,
    );
    expect(texts(run)).toEqual(['true true function function']);
  });
});
