// Renders the trace page over a fake traces API, and finds its waterfall's rows.
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { ok, stubTraces, TRACE_ID, uploadTrace } from '../lib/traces.test-utils';
import { TracePage } from './trace-page';

export function renderTrace(traceId = TRACE_ID) {
  return renderRoute(`/traces/${traceId}`, [
    { path: '/traces/:traceId', element: <TracePage /> },
    { path: '/traces', element: <h1>all traces</h1> },
  ]);
}

/** The API answers with the upload trace of traces.test-utils. */
export function stubUploadTrace() {
  return stubTraces(() => ok({ traceId: TRACE_ID, spans: uploadTrace() }));
}

/** The waterfall's rows, once it is shown. */
export async function spanRows() {
  const list = await screen.findByRole('list', { name: `Spans of trace ${TRACE_ID}` });
  return within(list).getAllByRole('listitem');
}

/** A waterfall row's button, by its accessible name. */
export function row(name: string | RegExp) {
  return screen.getByRole('button', { name });
}
