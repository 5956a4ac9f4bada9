// The recharts drawings of the charts, in chunks of their own: recharts is most of the chart
// code, and a card's title, buttons and skeleton need none of it. A chart card asks for them
// once the page has painted (`loadPlots`), so they arrive alongside the data without
// delaying the page's first paint.
import { lazyPlot } from './lazy-plot';

const timeSeries = lazyPlot(() => import('./time-series-plot').then((m) => m.TimeSeriesPlot));
const latency = lazyPlot(() => import('./latency-plot').then((m) => m.LatencyPlot));
const bar = lazyPlot(() => import('./bar-plot').then((m) => m.BarPlot));
const pie = lazyPlot(() => import('./pie-plot').then((m) => m.PiePlot));

export const TimeSeriesPlot = timeSeries.Plot;
export const LatencyPlot = latency.Plot;
export const BarPlot = bar.Plot;
export const PiePlot = pie.Plot;

let allLoaded: Promise<unknown> | undefined;

/** Starts fetching every plot's code, once; settles when each has loaded or failed to. */
export function loadPlots(): Promise<unknown> {
  allLoaded ??= Promise.allSettled([timeSeries, latency, bar, pie].map((plot) => plot.start()));
  return allLoaded;
}
