// The recharts drawings of the charts, in chunks of their own: recharts is most of the chart
// code, and a card's title, buttons and skeleton need none of it. The chunks are fetched as
// soon as this module loads, so they arrive alongside the data rather than after it.
import { lazy } from 'react';

const timeSeries = import('./time-series-plot');
const latency = import('./latency-plot');
const bar = import('./bar-plot');
const pie = import('./pie-plot');

export const TimeSeriesPlot = lazy(() => timeSeries.then((m) => ({ default: m.TimeSeriesPlot })));
export const LatencyPlot = lazy(() => latency.then((m) => ({ default: m.LatencyPlot })));
export const BarPlot = lazy(() => bar.then((m) => ({ default: m.BarPlot })));
export const PiePlot = lazy(() => pie.then((m) => ({ default: m.PiePlot })));
