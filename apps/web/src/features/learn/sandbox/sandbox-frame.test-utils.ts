// The test's side of the page's sandbox protocol. jsdom has no Workers, so the test plays the
// frame: it answers with message events from the frame's window, as the real frame does.
import { afterEach, beforeEach, vi } from 'vitest';
import { MAX_RUN_MS } from './constants';
import type { OutputLine } from './frame-messages';
import type * as SandboxModule from './sandbox-frame';

let current: typeof SandboxModule | undefined;

function loaded(): typeof SandboxModule {
  if (current === undefined) throw new Error('no sandbox module yet');
  return current;
}

/** The page's sandbox as this test's: its module is loaded afresh for each test. */
const sandbox = {
  prepareSandbox: () => loaded().prepareSandbox(),
  runInSandbox: (request: SandboxModule.SandboxRequest) => loaded().runInSandbox(request),
};

/** A fresh sandbox module for each test, as the frame is a module-level singleton. */
export function freshSandboxEachTest(): typeof sandbox {
  beforeEach(async () => {
    vi.resetModules();
    current = await import('./sandbox-frame');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });
  return sandbox;
}

export function frameWindow(): Window {
  const frames = document.querySelectorAll('iframe');
  const contentWindow = frames[frames.length - 1]?.contentWindow;
  if (!contentWindow) throw new Error('no sandbox frame');
  return contentWindow;
}

export function fromFrame(data: unknown, source: Window = frameWindow()) {
  window.dispatchEvent(new MessageEvent('message', { data, source }));
}

/** The id the page gave its latest run, read from what it posted to the frame. */
export function lastRunId(post: { mock: { calls: unknown[][] } }): string {
  for (const [message] of [...post.mock.calls].reverse()) {
    if (typeof message === 'object' && message !== null && 'id' in message)
      return String(message.id);
  }
  throw new Error('no run was sent');
}

export function startRun(
  code: string,
  options: { signal?: AbortSignal; timeoutMs?: number; capMs?: number } = {},
) {
  const lines: OutputLine[] = [];
  const result = sandbox.runInSandbox({
    code,
    wantValue: false,
    timeoutMs: options.timeoutMs ?? 1000,
    capMs: options.capMs ?? MAX_RUN_MS,
    signal: options.signal,
    onLines: (batch) => lines.push(...batch),
  });
  return { lines, result };
}

/** The timers and the clock the page times a run's backstop with. */
export const PAGE_CLOCK: ('setTimeout' | 'clearTimeout' | 'performance')[] = [
  'setTimeout',
  'clearTimeout',
  'performance',
];

export function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(respond()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The api-result messages the page has posted to the frame. */
export function apiResults(post: { mock: { calls: unknown[][] } }): unknown[] {
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
export function readyFrame() {
  sandbox.prepareSandbox();
  fromFrame({ type: 'ready' });
  return vi.spyOn(frameWindow(), 'postMessage');
}
