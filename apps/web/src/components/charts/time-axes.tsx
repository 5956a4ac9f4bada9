import { CartesianGrid, XAxis, YAxis, type YAxisProps } from 'recharts';
import { AXIS_LINE_COLOR, AXIS_TICK, axisLabel, GRID_COLOR } from './chart-theme';
import { TIME_AXIS_LABEL } from './constants';

const TIME_AXIS = {
  dataKey: 'timestamp',
  tick: AXIS_TICK,
  stroke: AXIS_LINE_COLOR,
  minTickGap: 24,
  label: axisLabel(TIME_AXIS_LABEL, 'insideBottom'),
} as const;
const VALUE_AXIS = { width: 64, tick: AXIS_TICK, stroke: AXIS_LINE_COLOR } as const;

interface TimeAxesProps {
  /** How a timestamp reads on the time axis. */
  timeLabel: (iso: string) => string;
  /** The value axis' title. */
  yLabel: string;
  /** Anything else the value axis needs: its tick format, its domain. */
  yAxis?: Omit<YAxisProps, 'ref'>;
}

/** The grid and axes of a chart over time: 'Time' along the bottom, the values up the side. */
export function TimeAxes({ timeLabel, yLabel, yAxis }: TimeAxesProps) {
  return (
    <>
      <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" />
      <XAxis {...TIME_AXIS} tickFormatter={timeLabel} />
      <YAxis {...VALUE_AXIS} label={axisLabel(yLabel, 'insideLeft', -90)} {...yAxis} />
    </>
  );
}
