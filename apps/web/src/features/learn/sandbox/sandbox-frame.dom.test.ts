// The page's side of the sandbox protocol. jsdom has no Workers, so the test plays the frame:
// it answers with message events from the frame's window, as the real frame does.
import { describe, expect, it, vi } from 'vitest';
import { FRAME_BACKSTOP_MS, MAX_OUTPUT_LINES, MAX_RUN_MS } from './constants';
import {
  frameWindow,
  fromFrame,
  lastRunId,
  startRun,
  PAGE_CLOCK,
  freshSandboxEachTest,
} from './sandbox-frame.test-utils';

const sandbox = freshSandboxEachTest();

describe('the sandbox frame on the page', () => {
  it('creates one hidden scripts-only frame with an opaque origin, from its own document', () => {
    sandbox.prepareSandbox();
    sandbox.prepareSandbox();
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frames[0]).toHaveAttribute('src', '/frames/runner.html');
    expect(frames[0]).not.toHaveAttribute('srcdoc');
  });

  it('sends a run once the frame is ready and relays its lines and result', async () => {
    sandbox.prepareSandbox();
    const post = vi.spyOn(frameWindow(), 'postMessage');
    const { lines, result } = startRun('console.log(1)');
    expect(post).not.toHaveBeenCalled();

    fromFrame({ type: 'ready' });
    const id = lastRunId(post);
    expect(post).toHaveBeenCalledWith(
      {
        type: 'run',
        id,
        code: 'console.log(1)',
        wantValue: false,
        timeoutMs: 1000,
        capMs: MAX_RUN_MS,
      },
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

  it('replaces a frame that has not answered 500 ms after the run’s cap, ending its runs', async () => {
    // Only the frame hears the Worker's beats: the page cannot tell waiting from looping, so it
    // waits out the cap, which no run outlives.
    vi.useFakeTimers({ toFake: PAGE_CLOCK });
    sandbox.prepareSandbox();
    const stuck = document.querySelector('iframe');
    fromFrame({ type: 'ready' });
    const { result } = startRun('while (true) {}', { timeoutMs: 1000, capMs: 3000 });

    vi.advanceTimersByTime(3000 + FRAME_BACKSTOP_MS - 1);
    expect(stuck).toBeInTheDocument();
    vi.advanceTimersByTime(1);

    await expect(result).resolves.toEqual({ status: 'capped', afterMs: 3000 });
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
});
