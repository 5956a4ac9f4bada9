// The page's side of the sandbox protocol. jsdom has no Workers, so the test plays the frame:
// it answers with message events from the frame's window, as the real frame does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(post).toHaveBeenCalledWith(
      { type: 'run', id: '1', code: 'console.log(1)', wantValue: false, timeoutMs: 1000 },
      '*',
    );
    fromFrame({ type: 'lines', id: '1', lines: [{ level: 'log', text: '1' }] });
    fromFrame({ type: 'done', id: '1', status: 'ok' });

    await expect(result).resolves.toEqual({ status: 'ok', value: undefined });
    expect(lines).toEqual([{ level: 'log', text: '1' }]);
  });

  it('ignores messages from any other window and malformed messages', async () => {
    sandbox.prepareSandbox();
    fromFrame({ type: 'ready' });
    const { result } = startRun('');
    fromFrame({ type: 'done', id: '1', status: 'ok' }, window);
    fromFrame({ type: 'done', id: '1', status: 'maybe' });
    fromFrame({ type: 'timeout', id: '1' });
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
    expect(post).toHaveBeenLastCalledWith({ type: 'cancel', id: '1' }, '*');
  });

  it('replaces a frame that has not answered 500 ms after the limit, ending its runs as timeouts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
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
});
