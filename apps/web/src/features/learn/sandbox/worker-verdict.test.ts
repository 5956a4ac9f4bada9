// Learner code trying to forge a challenge test's verdict from inside the Worker's realm: a
// handler that always answers 404 patches the builtins the runtime formats with, returns an
// exotic object, returns early, or reads the test to answer it, so that the value the page
// compares reads like a 200. Each runs the real Worker source in a bare Node vm context
// (worker-vm.test-utils.ts).
import { describe, expect, it } from 'vitest';
import { RETURNED_EARLY_MESSAGE, VALUE_NOT_DATA_MESSAGE } from './constants';
import { runInVm } from './worker-vm.test-utils';

const HANDLER = "function handle() { return { status: 404, body: 'not found' }; }";
const INPUT = 'handle()';
const HONEST = "{ status: 404, body: 'not found' }";

/** Runs the 404 handler with `patch` in front of it, as a challenge test. */
async function verdictWith(patch: string) {
  const run = await runInVm(`${patch}\n${HANDLER}`, true, undefined, INPUT);
  return run.done;
}

const FORGE = "(text) => String(text).replaceAll('404', '200').replace('not found', 'ok')";

// Each patch would turn the handler's answer into "{ status: 200, body: 'ok' }".
const PATCHED_BUILTINS: [string, string, unknown][] = [
  [
    'Array.prototype.join',
    `const join = Array.prototype.join; const forge = ${FORGE};
     Array.prototype.join = function (separator) { return forge(join.call(this, separator)); };`,
    HONEST,
  ],
  [
    'Array.prototype.map',
    `const map = Array.prototype.map; const forge = ${FORGE};
     Array.prototype.map = function (fn) { return map.call(this, (...args) => forge(fn(...args))); };`,
    HONEST,
  ],
  [
    'String',
    `const RealString = String; const forge = ${FORGE};
     String = function (value) { return value === 404 ? '200' : RealString(value); };`,
    HONEST,
  ],
  [
    'Object.getOwnPropertyDescriptor',
    `const describe = Object.getOwnPropertyDescriptor;
     Object.getOwnPropertyDescriptor = (object, key) => key === 'status'
       ? { value: 200, enumerable: true } : describe(object, key);`,
    HONEST,
  ],
  [
    'Object.keys',
    `const keys = Object.keys;
     Object.keys = (object) => { const found = keys(object); if (found.includes('status')) {
       object.status = 200; object.body = 'ok'; } return found; };`,
    HONEST,
  ],
  [
    'Promise.prototype.then',
    `const then = Promise.prototype.then;
     Promise.prototype.then = function (ok, fail) {
       return then.call(this, (value) => ok && ok(value && value.status === 404
         ? { status: 200, body: 'ok' } : value), fail);
     };`,
    HONEST,
  ],
  [
    'Error.prototype.name',
    `Error.prototype.name = "{ status: 200, body: 'ok' }";
     const real = handle; handle = () => (real(), new Error());`,
    // Node 20's vm gets the copy in the host's realm, where only the name of the type shows.
    expect.stringMatching(/^Error( \{\})?$/),
  ],
];

describe('a challenge verdict in the worker runtime', () => {
  it('formats an honest answer as it is', async () => {
    await expect(verdictWith('')).resolves.toEqual({ type: 'done', status: 'ok', value: HONEST });
  });

  it.each(PATCHED_BUILTINS)('is not forged by patching %s', async (_name, patch, value) => {
    await expect(verdictWith(patch)).resolves.toEqual({ type: 'done', status: 'ok', value });
  });

  it('still formats the real answer when JSON, Object.keys and Array.prototype.join are patched', async () => {
    const patch = `Array.prototype.join = () => 'forged'; Object.keys = () => [];
      JSON.stringify = () => 'forged'; Object.is = () => true;`;
    await expect(verdictWith(patch)).resolves.toEqual({
      type: 'done',
      status: 'ok',
      value: HONEST,
    });
  });

  it('refuses a Proxy whose getOwnPropertyDescriptor lies, with a clear message', async () => {
    const run = await runInVm(
      `function handle() {
        return new Proxy({ status: 404, body: 'not found' }, {
          getOwnPropertyDescriptor: (target, key) => key === 'status'
            ? { value: 200, enumerable: true, configurable: true, writable: true }
            : Reflect.getOwnPropertyDescriptor(target, key),
        });
      }`,
      true,
      undefined,
      INPUT,
    );
    expect(run.done).toEqual({ type: 'done', status: 'error', message: VALUE_NOT_DATA_MESSAGE });
  });

  it('refuses a Proxy with lying ownKeys and get traps nested in the answer', async () => {
    const run = await runInVm(
      `function handle() {
        const body = new Proxy({}, { ownKeys: () => ['ok'], get: () => 'ok',
          getOwnPropertyDescriptor: () => ({ value: 'ok', enumerable: true, configurable: true }) });
        return { status: 404, body };
      }`,
      true,
      undefined,
      INPUT,
    );
    expect(run.done).toEqual({ type: 'done', status: 'error', message: VALUE_NOT_DATA_MESSAGE });
  });

  it('checks what a getter returns rather than showing [Getter]', async () => {
    const run = await runInVm(
      'function handle() { return { get status() { return 404; } }; }',
      true,
      undefined,
      INPUT,
    );
    expect(run.done).toEqual({ type: 'done', status: 'ok', value: '{ status: 404 }' });
  });
});

// A test whose text names what it checks: code that could read it could answer it.
const MARKED_INPUT = "handle('/missing') /* expects a 404 */";

describe('a challenge test the code cannot see or cut short', () => {
  it('fails code that reads the test through arguments.callee: the code is strict', async () => {
    const run = await runInVm(
      `const test = String(arguments.callee);
       function handle() { return test.includes('404') ? { status: 200, body: 'ok' } : null; }`,
      true,
      undefined,
      MARKED_INPUT,
    );
    expect(run.done).toMatchObject({ type: 'done', status: 'error' });
    expect(JSON.stringify(run.done)).not.toContain('expects');
  });

  it.each([
    ['a value', `return "{ status: 200, body: 'ok' }";`],
    [
      'a token and an evaluator of its own',
      `return ['guess', () => ({ status: 200, body: 'ok' })];`,
    ],
    ['from inside a block', `if (true) { return { status: 200, body: 'ok' }; }`],
  ])('fails code that returns %s before its end, saying why', async (_, early) => {
    const run = await runInVm(`${early}\n${HANDLER}`, true, undefined, INPUT);
    expect(run.done).toEqual({
      type: 'done',
      status: 'error',
      message: `Error: ${RETURNED_EARLY_MESSAGE}`,
    });
  });

  it('gives code no way to read the test: its caller, its stack or a replaced eval', async () => {
    const run = await runInVm(
      `const seen = [];
       try { globalThis.eval = (source) => { seen.push(source); return null; }; } catch {}
       const handle = new Function('return [String(arguments.callee.caller), new Error().stack]');
       function report() { return [...handle(), ...seen].join(' '); }`,
      true,
      undefined,
      "report('/missing') /* expects a 404 */",
    );
    expect(run.done).toMatchObject({ type: 'done', status: 'ok' });
    expect(JSON.stringify(run.done)).not.toContain('expects');
  });

  it('still reads what the code left in its scope once the code has ended', async () => {
    const run = await runInVm(
      'let calls = 0;\nfunction count() { calls += 1; return calls; }',
      true,
      undefined,
      '[count(), count(), calls]',
    );
    expect(run.done).toEqual({ type: 'done', status: 'ok', value: '[ 1, 2, 2 ]' });
  });
});
