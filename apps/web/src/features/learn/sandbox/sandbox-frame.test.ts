// The page's side of the sandbox protocol. jsdom has no Workers, so the test plays the frame:
// it answers with message events from the frame's window, as the real frame does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_ANSWER_MARGIN_MS,
  API_CALL_TIMEOUT_MS,
  API_TOO_MANY_CALLS_MESSAGE,
  apiPathRefusedMessage,
  FRAME_BACKSTOP_MS,
  MAX_API_CALLS_PER_RUN,
  MAX_API_RUN_MS,
  MAX_OUTPUT_LINES,
} from './constants';
import type { OutputLine } from './frame-messages';
import type * as SandboxModule from './sandbox-frame';

let sandbox: typeof SandboxModule;

beforeEach(async () => {
  // A fresh module each time: the frame is a module-level singleton.
  vi.resetModules();
  sandbox = await import('./sandbox-frame');
});

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

function frameWindow(): Window {
  const frames = document.querySelectorAll('iframe');
  const contentWindow = frames[frames.length - 1]?.contentWindow;
  if (!contentWindow) throw new Error('no sandbox frame');
  return contentWindow;
}

function fromFrame(data: unknown, source: Window = frameWindow()) {
  window.dispatchEvent(new MessageEvent('message', { data, source }));
}

/** The id the page gave its latest run, read from what it posted to the frame. */
function lastRunId(post: { mock: { calls: unknown[][] } }): string {
  for (const [message] of [...post.mock.calls].reverse()) {
    if (typeof message === 'object' && message !== null && 'id' in message)
      return String(message.id);
  }
  throw new Error('no run was sent');
}

function startRun(code: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}) {
  const lines: OutputLine[] = [];
  const result = sandbox.runInSandbox({
    code,
    wantValue: false,
    timeoutMs: options.timeoutMs ?? 1000,
    signal: options.signal,
    onLines: (batch) => lines.push(...batch),
  });
  return { lines, result };
}

/** The timers and the clock the page times a run's backstop with. */
const PAGE_CLOCK: ('setTimeout' | 'clearTimeout' | 'performance')[] = [
  'setTimeout',
  'clearTimeout',
  'performance',
];

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(respond()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The api-result messages the page has posted to the frame. */
function apiResults(post: { mock: { calls: unknown[][] } }): unknown[] {
  return post.mock.calls
    .map(([message]) => message)
    .filter(
      (message) =>
        typeof message === 'object' &&
        message !== null &&
        'type' in message &&
        message.type === 'api-result',
    );
}

/** A frame that is ready, and the spy on what the page posts to it. */
function readyFrame() {
  sandbox.prepareSandbox();
  fromFrame({ type: 'ready' });
  return vi.spyOn(frameWindow(), 'postMessage');
}

describe('the sandbox frame on the page', () => {
  it('creates one hidden scripts-only frame with an opaque origin', () => {
    sandbox.prepareSandbox();
    sandbox.prepareSandbox();
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frames[0]?.getAttribute('srcdoc')).toContain('<script>');
  });

  it('sends a run once the frame is ready and relays its lines and result', async () => {
    sandbox.prepareSandbox();
    const post = vi.spyOn(frameWindow(), 'postMessage');
    const { lines, result } = startRun('console.log(1)');
    expect(post).not.toHaveBeenCalled();

    fromFrame({ type: 'ready' });
    const id = lastRunId(post);
    expect(post).toHaveBeenCalledWith(
      { type: 'run', id, code: 'console.log(1)', wantValue: false, timeoutMs: 1000 },
      '*',
    );
    fromFrame({ type: 'lines', id, lines: [{ level: 'log', text: '1' }] });
    fromFrame({ type: 'done', id, status: 'ok' });

    await expect(result).resolves.toEqual({ status: 'ok', value: undefined });
    expect(lines).toEqual([{ level: 'log', text: '1' }]);
  });

  it('ignores messages from any other window and malformed messages', async () => {
    sandbox.prepareSandbox();
    fromFrame({ type: 'ready' });
    const post = vi.spyOn(frameWindow(), 'postMessage');
    const { result } = startRun('');
    const id = lastRunId(post);
    fromFrame({ type: 'done', id, status: 'ok' }, window);
    fromFrame({ type: 'done', id, status: 'maybe' });
    fromFrame({ type: 'timeout', id });
    await expect(result).resolves.toEqual({ status: 'timeout' });
  });

  it('tells the frame to cancel and rejects with an AbortError when the signal aborts', async () => {
    sandbox.prepareSandbox();
    fromFrame({ type: 'ready' });
    const post = vi.spyOn(frameWindow(), 'postMessage');
    const controller = new AbortController();
    const { result } = startRun('while (true) {}', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toHaveProperty('name', 'AbortError');
    expect(post).toHaveBeenLastCalledWith({ type: 'cancel', id: lastRunId(post) }, '*');
  });

  it('replaces a frame that has not answered 500 ms after the limit, ending its runs as timeouts', async () => {
    // The backstop is timed from performance.now(), so the page's clock is faked as well.
    vi.useFakeTimers({ toFake: PAGE_CLOCK });
    sandbox.prepareSandbox();
    const stuck = document.querySelector('iframe');
    fromFrame({ type: 'ready' });
    const { result } = startRun('while (true) {}', { timeoutMs: 1000 });

    vi.advanceTimersByTime(1499);
    expect(stuck).toBeInTheDocument();
    vi.advanceTimersByTime(1);

    await expect(result).resolves.toEqual({ status: 'timeout' });
    expect(stuck).not.toBeInTheDocument();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('fails runs at once when the frame says this browser cannot run code', async () => {
    sandbox.prepareSandbox();
    const { result } = startRun('');
    fromFrame({ type: 'unavailable' });
    await expect(result).resolves.toEqual({
      status: 'error',
      message: 'Error: This browser cannot run code here',
    });
  });

  it('gives each run an unguessable id and ignores messages for any other id', async () => {
    sandbox.prepareSandbox();
    fromFrame({ type: 'ready' });
    const post = vi.spyOn(frameWindow(), 'postMessage');
    const first = startRun('');
    const firstId = lastRunId(post);
    fromFrame({ type: 'done', id: firstId, status: 'ok' });
    await first.result;

    const second = startRun('');
    const secondId = lastRunId(post);
    expect(firstId).toMatch(/^[0-9a-f]{32}$/);
    expect(secondId).toMatch(/^[0-9a-f]{32}$/);
    expect(secondId).not.toBe(firstId);
    // An old run's id, and guesses at the next one, change nothing.
    for (const id of [firstId, '1', '2', `${secondId}0`]) {
      fromFrame({ type: 'lines', id, lines: [{ level: 'log', text: 'forged' }] });
      fromFrame({ type: 'done', id, status: 'error', message: 'Error: forged' });
    }
    fromFrame({ type: 'done', id: secondId, status: 'ok' });
    await expect(second.result).resolves.toEqual({ status: 'ok', value: undefined });
    expect(second.lines).toEqual([]);
  });

  it('shows at most the line cap and the cut line for a run, whatever arrives', async () => {
    sandbox.prepareSandbox();
    fromFrame({ type: 'ready' });
    const post = vi.spyOn(frameWindow(), 'postMessage');
    const { lines, result } = startRun('');
    const id = lastRunId(post);
    const batch = Array.from({ length: 1000 }, () => ({ level: 'log', text: 'flood' }));
    for (let round = 0; round < 5; round += 1) fromFrame({ type: 'lines', id, lines: batch });
    fromFrame({ type: 'done', id, status: 'ok' });
    await result;
    expect(lines).toHaveLength(MAX_OUTPUT_LINES + 1);
  });
  // The API bridge: the frame passes a run's api.get calls on; the page reads and answers.

  it("reads a run's api call on the same origin and posts the answer to the frame", async () => {
    const fetchMock = stubFetch(() => Response.json({ status: 'ok' }));
    const post = readyFrame();
    const { result } = startRun("console.log(await api.get('/api/health'))");
    const id = lastRunId(post);

    fromFrame({ type: 'api', id, call: 1, path: '/api/health' });

    await vi.waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        { type: 'api-result', id, call: 1, ok: true, value: { status: 'ok' } },
        '*',
      ),
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${window.location.origin}/api/health`);
    fromFrame({ type: 'done', id, status: 'ok' });
    await expect(result).resolves.toEqual({ status: 'ok', value: undefined });
  });

  it('answers a refused path with its error, without fetching', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    const post = readyFrame();
    startRun('');
    const id = lastRunId(post);

    fromFrame({ type: 'api', id, call: 1, path: '/health' });

    await vi.waitFor(() =>
      expect(apiResults(post)).toEqual([
        { type: 'api-result', id, call: 1, ok: false, message: apiPathRefusedMessage('/health') },
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers calls past the cap with an error, without fetching', async () => {
    const fetchMock = stubFetch(() => Response.json({ status: 'ok' }));
    const post = readyFrame();
    startRun('');
    const id = lastRunId(post);

    for (let call = 1; call <= MAX_API_CALLS_PER_RUN + 1; call += 1) {
      fromFrame({ type: 'api', id, call, path: '/api/health' });
    }

    await vi.waitFor(() => expect(apiResults(post)).toHaveLength(MAX_API_CALLS_PER_RUN + 1));
    expect(fetchMock).toHaveBeenCalledTimes(MAX_API_CALLS_PER_RUN);
    expect(apiResults(post)).toContainEqual({
      type: 'api-result',
      id,
      call: MAX_API_CALLS_PER_RUN + 1,
      ok: false,
      message: API_TOO_MANY_CALLS_MESSAGE,
    });
    expect(apiResults(post)).not.toContainEqual(expect.objectContaining({ ok: false, call: 1 }));
  });

  it('reads nothing for a run it does not know, and does not answer a run that has ended', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const post = readyFrame();
    const { result } = startRun('');
    const id = lastRunId(post);

    fromFrame({ type: 'api', id: `${id}0`, call: 1, path: '/api/health' });
    expect(fetchMock).not.toHaveBeenCalled();

    fromFrame({ type: 'api', id, call: 1, path: '/api/health' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    fromFrame({ type: 'done', id, status: 'ok' });
    await result;
    answer(Response.json({ status: 'ok' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(apiResults(post)).toEqual([]);
  });

  it('moves the backstop while a run waits for the API, by as much as the frame moves its limit', async () => {
    vi.useFakeTimers({ toFake: PAGE_CLOCK });
    stubFetch(() => new Promise<Response>(() => undefined));
    const post = readyFrame();
    const stuck = document.querySelector('iframe');
    const { result } = startRun("await api.get('/api/slow')", { timeoutMs: 1000 });
    const id = lastRunId(post);

    vi.advanceTimersByTime(100);
    fromFrame({ type: 'api', id, call: 1, path: '/api/slow' });
    const backstop = 100 + API_CALL_TIMEOUT_MS + API_ANSWER_MARGIN_MS + FRAME_BACKSTOP_MS;
    vi.advanceTimersByTime(backstop - 100 - 1);
    expect(stuck).toBeInTheDocument();
    vi.advanceTimersByTime(1);

    expect(stuck).not.toBeInTheDocument();
    await expect(result).resolves.toEqual({ status: 'timeout' });
  });

  it('keeps the backstop within the cap on a run that waits for the API', async () => {
    vi.useFakeTimers({ toFake: PAGE_CLOCK });
    stubFetch(() => new Promise<Response>(() => undefined));
    const post = readyFrame();
    const stuck = document.querySelector('iframe');
    const { result } = startRun('', { timeoutMs: 1000 });
    const id = lastRunId(post);

    fromFrame({ type: 'api', id, call: 1, path: '/api/slow' });
    vi.advanceTimersByTime(API_CALL_TIMEOUT_MS);
    fromFrame({ type: 'api', id, call: 2, path: '/api/slow' });
    vi.advanceTimersByTime(MAX_API_RUN_MS + FRAME_BACKSTOP_MS - API_CALL_TIMEOUT_MS - 1);
    expect(stuck).toBeInTheDocument();
    vi.advanceTimersByTime(1);

    expect(stuck).not.toBeInTheDocument();
    await expect(result).resolves.toEqual({ status: 'timeout' });
  });

  it('reports how long a run had when the frame stopped it', async () => {
    const post = readyFrame();
    const { result } = startRun('');
    fromFrame({ type: 'timeout', id: lastRunId(post), afterMs: 5350 });
    await expect(result).resolves.toEqual({ status: 'timeout', afterMs: 5350 });
  });
});
