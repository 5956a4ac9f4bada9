// Texts and numbers the shared chart widgets use (docs/product.md#screens, #constants).

export const SHOW_TABLE_LABEL = 'Show data table';
export const HIDE_TABLE_LABEL = 'Hide data table';
export const DOWNLOAD_CSV_LABEL = 'Download CSV';
export const LOADING_CHART_LABEL = 'Loading chart data';
export const NO_DATA_TEXT = 'No data for this range';

export const TIME_AXIS_LABEL = 'Time';
export const VALUE_COLUMN = 'Value';
export const LABEL_COLUMN = 'Label';
export const PERCENT_COLUMN = 'Percent';

/** docs/product.md#constants: the line chart is 700x320 by default. */
export const LINE_CHART_WIDTH = 700;
export const LINE_CHART_HEIGHT = 320;
export const LINE_CHART_Y_LABEL = 'Requests/sec';
/** docs/product.md#constants: at most max(50, width - 100) points. */
export const MIN_DOWNSAMPLE_POINTS = 50;
export const DOWNSAMPLE_WIDTH_MARGIN = 100;
/**
 * docs/product.md#constants: the brush starts on the whole range, so a line chart begins and
 * ends where the charts beside it do (the latency chart has no brush); the reader narrows it.
 */
export const BRUSH_INITIAL_PERCENT = 100;
/** The brush handles' accessible name: the window they enclose. */
export const brushLabel = (from: string, to: string) => `Time window ${from} to ${to}`;

export const LATENCY_TITLE = 'Latency Quantiles (p50/p95/p99)';
export const LATENCY_Y_LABEL = 'Latency (ms)';
/** docs/product.md#constants: the latency chart's y-axis starts at 10. */
export const LATENCY_Y_MIN = 10;
/** Column and tooltip names of the three quantiles. */
export const QUANTILES = ['p50', 'p95', 'p99'] as const;
export const LATENCY_SERIES = {
  p50: 'p50 (median)',
  band95: 'p50–p95',
  band99: 'p95–p99',
} as const;

/** docs/product.md#screens, #constants: pie labels only on slices over 5 %. */
export const PIE_LABEL_MIN_SHARE = 0.05;

export const DEFAULT_CHART_HEIGHT = 280;
/** Room around the plot of a chart over time, for its axis titles. */
export const TIME_CHART_MARGIN = { top: 8, right: 16, bottom: 16, left: 8 } as const;
