// The page's side of the API bridge: it reads a run's api.get calls on its own origin and answers
// the frame. The test plays the frame (sandbox-frame.test-utils.ts).
import { describe, expect, it, vi } from 'vitest';
import {
  API_CALL_TIMEOUT_MS,
  API_TOO_MANY_CALLS_MESSAGE,
  apiPathRefusedMessage,
  FRAME_BACKSTOP_MS,
  MAX_API_CALLS_PER_RUN,
  MAX_RUN_MS,
} from './constants';
import {
  fromFrame,
  lastRunId,
  startRun,
  PAGE_CLOCK,
  stubFetch,
  apiResults,
  readyFrame,
  freshSandboxEachTest,
} from './sandbox-frame.test-utils';

freshSandboxEachTest();

describe('the API bridge on the page', () => {
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

  it('keeps a frame whose run waits for the API until the run’s cap, and its backstop', async () => {
    vi.useFakeTimers({ toFake: PAGE_CLOCK });
    stubFetch(() => new Promise<Response>(() => undefined));
    const post = readyFrame();
    const stuck = document.querySelector('iframe');
    const { result } = startRun("await api.get('/api/slow')", { timeoutMs: 1000 });
    const id = lastRunId(post);

    fromFrame({ type: 'api', id, call: 1, path: '/api/slow' });
    vi.advanceTimersByTime(API_CALL_TIMEOUT_MS);
    fromFrame({ type: 'api', id, call: 2, path: '/api/slow' });
    vi.advanceTimersByTime(MAX_RUN_MS + FRAME_BACKSTOP_MS - API_CALL_TIMEOUT_MS - 1);
    expect(stuck).toBeInTheDocument();
    vi.advanceTimersByTime(1);

    expect(stuck).not.toBeInTheDocument();
    await expect(result).resolves.toEqual({ status: 'capped', afterMs: MAX_RUN_MS });
  });

  it('reports how long a run had when the frame stopped it', async () => {
    const post = readyFrame();
    const { result } = startRun('');
    fromFrame({ type: 'timeout', id: lastRunId(post), afterMs: 1000 });
    await expect(result).resolves.toEqual({ status: 'timeout', afterMs: 1000 });

    const capped = startRun('');
    fromFrame({ type: 'capped', id: lastRunId(post), afterMs: MAX_RUN_MS });
    await expect(capped.result).resolves.toEqual({ status: 'capped', afterMs: MAX_RUN_MS });
  });
});
