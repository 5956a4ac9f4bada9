// The traces pages' texts and numbers: the list, the waterfall of one trace, and the entry
// points other pages show.
import { loadFailedText, loadingText } from '@/config/query-texts';
import { TRACE_LIST_DEFAULT_LIMIT } from '@repo/contracts/traces';

// ---- Polling and waiting ----

/** The list of recent traces refreshes every 5 s. */
export const TRACE_LIST_POLL_MS = 5_000;
/** Spans reach the store through a queue 1–3 s after the request, so a 404 is asked again. */
export const TRACE_NOT_FOUND_RETRY_MS = 1_000;
/** About 10 s of asking before the 404 is shown. */
export const TRACE_NOT_FOUND_RETRIES = 10;
/** A trace that ended this recently may still gain spans (a queue consumer's, say)... */
export const TRACE_SETTLING_MS = 15_000;
/** ...so it is fetched again this often until then. */
export const TRACE_SETTLING_POLL_MS = 2_000;
/** Typed filters reach the API once the typing pauses. */
export const FILTER_DEBOUNCE_MS = 300;
/** The Metrics page's card shows the last 5 traces. */
export const RECENT_TRACES_LIMIT = 5;

// ---- The list ----

export const LIST_PAGE_TITLE = 'Traces';
export const LIST_PAGE_HEADING = 'Traces';
export const LIST_PAGE_DESCRIPTION = `Each request to the API leaves a trace: the spans every worker recorded on its way through the gateway, the services and the queues. The latest ${TRACE_LIST_DEFAULT_LIMIT}, newest first, refreshed every ${TRACE_LIST_POLL_MS / 1_000} seconds.`;
export const FILTERS_LABEL = 'Filter traces';
export const SERVICE_FILTER_LABEL = 'Service';
export const OPERATION_FILTER_LABEL = 'Operation';
/** A span name is at most 200 characters; the API refuses a longer one. */
export const OPERATION_MAX_LENGTH = 200;
export const OPERATION_FILTER_PLACEHOLDER = 'Exact span name, e.g. R2 put';
export const STATUS_FILTER_LABEL = 'Status';
export const MIN_DURATION_FILTER_LABEL = 'Min duration (ms)';
export const ANY_LABEL = 'Any';
/** Whose traces the list shows: the learner's own lab session's, or everyone's on the system. */
export const SCOPE_FILTER_LABEL = 'Whose traces';
export const SCOPE_OPTIONS = [
  { value: '', label: 'Mine' },
  { value: 'all', label: "Everyone's" },
] as const;
export const TRACE_TABLE_LABEL = 'Recent traces';
export const TRACE_COLUMNS = {
  root: 'Root span',
  services: 'Services',
  duration: 'Duration',
  status: 'Status',
  started: 'Started',
} as const;
export const LOADING_TRACES_TEXT = loadingText('traces');
export const EMPTY_TRACES_TEXT =
  'No traces yet: use the app (upload a file, search the register) and they appear here within a few seconds.';
export const NO_MATCHING_TRACES_TEXT = 'No trace matches these filters.';
export const LIST_ERROR_TITLE = loadFailedText('the traces');

// ---- One trace ----

export const TRACE_PAGE_TITLE = 'Trace';
/** The heading while the trace has no root name to show. */
export const TRACE_PAGE_HEADING = 'Trace';
export const ALL_TRACES_LABEL = 'All traces';
export const TRACE_ID_LABEL = 'Trace ID';
export const TOTAL_DURATION_LABEL = 'Duration';
export const SPAN_COUNT_LABEL = 'Spans';
export const SERVICES_LABEL = 'Services';
export const DOWNLOAD_OTLP_LABEL = 'Download OTLP/JSON';
export const DOWNLOAD_OTLP_HINT = 'Open it in Jaeger or any OpenTelemetry tool (see docs/lab.md)';
export const otlpFileName = (traceId: string) => `trace-${traceId}.otlp.json`;
export const LOADING_TRACE_TEXT = loadingText('trace');
export const WAITING_FOR_SPANS_TEXT =
  'Waiting for the spans of this trace: they reach the store through a queue a second or two after the request...';
export const TRACE_ERROR_TITLE = loadFailedText('the trace');
export const invalidTraceIdText = (value: string) =>
  `'${value}' is not a trace id: a trace id is 32 lowercase hex digits.`;

export const WATERFALL_TITLE = 'Waterfall';
export const WATERFALL_HINT =
  'One row per span, under the span that started it. Choose a row to see its details.';
export const waterfallLabel = (traceId: string) => `Spans of trace ${traceId}`;
export const LEGEND_LABEL = 'Service colours';
export const ERROR_MARK = 'error';
export const queuedLabel = (gap: string) => `queued ${gap}`;
/** When a request's answer went out, apart from the work after it: 'response sent at 24 ms'. */
export const responseSentLabel = (at: string) => `response sent at ${at}`;
/** A consumer's outcome, with its attempt once it is not the first: 'attempt 3 · paused'. */
export const consumerOutcomeLabel = (outcome: string, attempt: number) =>
  attempt > 1 ? `attempt ${attempt} · ${outcome}` : outcome;

export const SPAN_DETAILS_TITLE = 'Span details';
export const SPAN_DETAILS_EMPTY_TEXT = 'Choose a span in the waterfall to see its details.';
export const SPAN_FIELDS = {
  name: 'Name',
  kind: 'Kind',
  service: 'Service',
  startOffset: 'Start offset',
  duration: 'Duration',
  status: 'Status',
  spanId: 'Span ID',
  /** The W3C `tracestate` the span received from its caller, when it had one. */
  traceState: 'Trace state',
} as const;
export const ATTRIBUTES_LABEL = 'Attributes';
export const ATTRIBUTE_COLUMNS = { key: 'Attribute', value: 'Value' } as const;
export const NO_ATTRIBUTES_TEXT = 'This span has no attributes.';

// ---- Entry points on other pages ----

export const RECENT_TRACES_TITLE = 'Recent traces';
export const RECENT_TRACES_LIST_LABEL = `Last ${RECENT_TRACES_LIMIT} traces`;
/** The link to the trace of the request the user just made. */
export const REQUEST_TRACE_LINK_TEXT = 'See what happened';

// ---- Why a call failed, when the API did not say ----

export const TRACES_NETWORK_ERROR_MESSAGE = 'The traces API could not be reached (network error)';
export const LIST_FAILED_MESSAGE = 'Could not list the traces';
export const TRACE_FAILED_MESSAGE = loadFailedText('the trace');
