// An 'In the Lab' exercise card against a fake API (docs/learn.md, "In the Lab"): starting it
// records the starting point, Check says what is missing and then 'Done', and the progress
// stays in the browser.
import type { TraceSummary } from '@repo/contracts/traces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render';
import type { LabExercise as LabExerciseSpec } from '../lib/module-schema';
import { LabExercise } from './lab-exercise';
import { LAB_PROGRESS_KEY } from './lab-progress';
import { NOT_STARTED_TEXT, startedAtText } from './lab-text';

const exercise: LabExerciseSpec = {
  id: 'trace-an-r2-object',
  title: 'Follow a file into R2',
  goal: 'Upload a file and delete it, then find both **R2** operations in the traces.',
  steps: [
    'Open [Storage](/storage) and upload any small file.',
    'Delete the same file with its **Delete** button.',
    'Open [Traces](/traces) and pick the newest upload.',
  ],
  check: 'r2-operations-traced',
  checkExplanation: "Check lists storage's traces since you started and looks for `R2 put`.",
};

const NO_PUT = "No trace since you started holds an 'R2 put': upload a file on Storage.";
const DONE = "Done: 1 trace holds an 'R2 put' and 1 an 'R2 delete' since you started.";

const routes = [
  { path: '/learn', element: <LabExercise exercise={exercise} /> },
  { path: '/storage', element: <p>The storage page</p> },
  { path: '/traces', element: <p>The traces page</p> },
];
const renderExercise = () => renderRoute('/learn', routes);

/** The running system as the fake API shows it. */
interface System {
  fileCount: number;
  puts: number;
  deletes: number;
  /** Answers every trace list with this status and body instead. */
  tracesFail?: { status: number; body: unknown };
}

function traceSummary(n: number): TraceSummary {
  return {
    traceId: `${String(n).padStart(8, '0')}${'d'.repeat(24)}`,
    rootName: 'POST /api/storage/upload',
    services: ['gateway', 'storage'],
    durationMs: 40,
    status: 'ok',
    // Now: after the exercise started.
    startTime: new Date().toISOString(),
  };
}

function stubSystem(system: System) {
  const envelope = (data: unknown) => Response.json({ success: true, data });
  return stubApi({
    '/api/users/demo-user': () =>
      envelope({
        id: 'demo-user',
        name: 'Demo User',
        createdAt: '2026-01-01T00:00:00.000Z',
        usage: { fileCount: system.fileCount, bytes: system.fileCount * 1000 },
      }),
    '/api/traces': (url) => {
      if (system.tracesFail) {
        return Response.json(system.tracesFail.body, { status: system.tracesFail.status });
      }
      const count = url.searchParams.get('operation') === 'R2 put' ? system.puts : system.deletes;
      return envelope({ items: Array.from({ length: count }, (_, index) => traceSummary(index)) });
    },
  });
}

function storedProgress(): unknown {
  return JSON.parse(window.localStorage.getItem(LAB_PROGRESS_KEY) ?? 'null');
}

const button = (name: string) => screen.getByRole('button', { name });

/** The colour a Mantine alert is drawn in, read from its CSS variables. */
function alertColor(alert: HTMLElement): string | undefined {
  return /--mantine-color-(\w+)-/.exec(alert.style.getPropertyValue('--alert-color'))?.[1];
}

async function start(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Start exercise'));
  await screen.findByText(/^Started at /);
}

describe('an In the Lab exercise', () => {
  it('shows the goal and the steps as an ordered list whose links open app pages', async () => {
    stubSystem({ fileCount: 0, puts: 0, deletes: 0 });
    const user = userEvent.setup();
    const view = renderExercise();
    expect(screen.getByRole('heading', { level: 4, name: 'Follow a file into R2' })).toBeVisible();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Open Storage and upload any small file.',
      'Delete the same file with its Delete button.',
      'Open Traces and pick the newest upload.',
    ]);
    expect(within(steps[0] as HTMLElement).getByRole('link', { name: 'Storage' })).toHaveAttribute(
      'href',
      '/storage',
    );
    expect(within(steps[2] as HTMLElement).getByRole('link', { name: 'Traces' })).toHaveAttribute(
      'href',
      '/traces',
    );
    await user.click(screen.getByRole('link', { name: 'Traces' }));
    expect(view.router.state.location.pathname).toBe('/traces');
    expect(screen.getByText('The traces page')).toBeInTheDocument();
  });

  it('cannot be checked before it is started', () => {
    const fetchMock = stubSystem({ fileCount: 0, puts: 0, deletes: 0 });
    renderExercise();
    expect(screen.getByText(NOT_STARTED_TEXT)).toBeInTheDocument();
    expect(button('Check')).toBeDisabled();
    expect(button('Start exercise')).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records the time and the file count on start, untraced', async () => {
    const fetchMock = stubSystem({ fileCount: 3, puts: 0, deletes: 0 });
    const user = userEvent.setup();
    renderExercise();
    const before = Date.now();
    await start(user);
    const progress = storedProgress() as Record<string, { startedAt: number }>;
    expect(progress).toEqual({
      'trace-an-r2-object': { startedAt: expect.any(Number) as number, fileCount: 3 },
    });
    const startedAt = progress['trace-an-r2-object']?.startedAt ?? 0;
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    expect(screen.getByText(startedAtText(startedAt))).toBeInTheDocument();
    expect(screen.queryByText(NOT_STARTED_TEXT)).toBeNull();
    expect(button('Check')).toBeEnabled();
    expect(button('Start again')).toBeEnabled();
    // The check's reads ask not to be traced (a traceparent whose flags are 00).
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('traceparent')).toMatch(
      /^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/,
    );
  });

  it('starts without a file count when it cannot be read, and says so', async () => {
    stubApi({
      '/api/users/demo-user': () => new Response('Bad gateway', { status: 502 }),
    });
    const user = userEvent.setup();
    renderExercise();
    await start(user);
    expect(
      screen.getByText(
        'Started, but the file count could not be read: is the system running? Checks that compare it will ask you to start again.',
      ),
    ).toBeInTheDocument();
    expect(storedProgress()).toEqual({
      'trace-an-r2-object': { startedAt: expect.any(Number) as number, fileCount: null },
    });
  });

  it('says what is missing, then Done, and stays done after a reload', async () => {
    const system: System = { fileCount: 3, puts: 0, deletes: 0 };
    const fetchMock = stubSystem(system);
    const user = userEvent.setup();
    const view = renderExercise();
    await start(user);

    await user.click(button('Check'));
    const notYet = await screen.findByRole('status');
    expect(notYet).toHaveTextContent(NO_PUT);
    expect(alertColor(notYet)).toBe('yellow');
    expect(screen.queryByText('Done')).toBeNull();
    expect(
      requestsTo(fetchMock, '/api/traces').map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([
      { limit: '100', service: 'storage', operation: 'R2 put' },
      { limit: '100', service: 'storage', operation: 'R2 delete' },
    ]);

    system.puts = 1;
    system.deletes = 1;
    await user.click(button('Check'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DONE));
    expect(alertColor(screen.getByRole('status'))).toBe('green');
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(storedProgress()).toEqual({
      'trace-an-r2-object': {
        startedAt: expect.any(Number) as number,
        fileCount: 3,
        doneAt: expect.any(Number) as number,
        doneMessage: DONE,
      },
    });

    view.unmount();
    renderExercise();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DONE);
    expect(screen.getByText(/^Started at /)).toBeInTheDocument();
    expect(button('Start again')).toBeEnabled();
  });

  it('starts afresh on Start again, no longer done', async () => {
    stubSystem({ fileCount: 4, puts: 1, deletes: 1 });
    window.localStorage.setItem(
      LAB_PROGRESS_KEY,
      JSON.stringify({
        'trace-an-r2-object': { startedAt: 1000, fileCount: 1, doneAt: 2000, doneMessage: DONE },
        'another-exercise': { startedAt: 500, fileCount: 0 },
      }),
    );
    const user = userEvent.setup();
    renderExercise();
    expect(screen.getByText('Done')).toBeInTheDocument();
    await user.click(button('Start again'));
    await waitFor(() => expect(screen.queryByText('Done')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
    const progress = storedProgress() as Record<string, { startedAt: number }>;
    expect(progress).toEqual({
      'trace-an-r2-object': { startedAt: expect.any(Number) as number, fileCount: 4 },
      'another-exercise': { startedAt: 500, fileCount: 0 },
    });
    expect(progress['trace-an-r2-object']?.startedAt).toBeGreaterThan(2000);
  });

  it('shows why in a red alert when the API refuses', async () => {
    stubSystem({
      fileCount: 3,
      puts: 0,
      deletes: 0,
      tracesFail: {
        status: 500,
        body: { success: false, error: { message: 'The traces store is not reachable' } },
      },
    });
    const user = userEvent.setup();
    renderExercise();
    await start(user);
    await user.click(button('Check'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The check could not read the running system (GET /api/traces?limit=100&service=storage&operation=R2+put): The traces store is not reachable',
    );
    expect(alertColor(alert)).toBe('red');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Done')).toBeNull();
    expect(storedProgress()).toEqual({
      'trace-an-r2-object': { startedAt: expect.any(Number) as number, fileCount: 3 },
    });
  });

  it('names the request that failed when the answer is not the API’s', async () => {
    stubSystem({
      fileCount: 3,
      puts: 0,
      deletes: 0,
      tracesFail: { status: 502, body: 'Bad gateway' },
    });
    const user = userEvent.setup();
    renderExercise();
    await start(user);
    await user.click(button('Check'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The check could not read the running system (GET /api/traces?limit=100&service=storage&operation=R2+put): 502',
    );
  });

  it.each([
    ['text that is not JSON', '{"trace-an-r2-object": {'],
    [
      'JSON of the wrong shape',
      '{"trace-an-r2-object":{"startedAt":"this morning","fileCount":3}}',
    ],
  ])('reads stored progress that is %s as not started', (_, stored) => {
    stubSystem({ fileCount: 0, puts: 0, deletes: 0 });
    window.localStorage.setItem(LAB_PROGRESS_KEY, stored);
    renderExercise();
    expect(screen.getByText(NOT_STARTED_TEXT)).toBeInTheDocument();
    expect(button('Check')).toBeDisabled();
    expect(button('Start exercise')).toBeEnabled();
    expect(screen.queryByText('Done')).toBeNull();
  });
});
