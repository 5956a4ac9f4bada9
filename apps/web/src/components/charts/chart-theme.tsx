// Mantine theme colours for plain recharts, as CSS variables so they follow the colour scheme.

export const TEXT_COLOR = 'var(--mantine-color-text)';
export const AXIS_TICK = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 } as const;
export const AXIS_LINE_COLOR = 'var(--mantine-color-default-border)';
export const GRID_COLOR = 'var(--mantine-color-default-border)';
export const CURSOR_COLOR = 'var(--mantine-color-gray-5)';
export const BRUSH_FILL = 'var(--mantine-color-body)';
export const SLICE_BORDER_COLOR = 'var(--mantine-color-body)';
export const LINE_COLOR = 'var(--mantine-color-blue-6)';
export const BAR_COLOR = 'var(--mantine-color-teal-6)';
export const BAND_95_COLOR = 'var(--mantine-color-blue-4)';
export const BAND_99_COLOR = 'var(--mantine-color-grape-4)';
export const LEGEND_STYLE = { color: TEXT_COLOR, fontSize: 13 } as const;

/** Legend entries in the text colour: the series colours alone are too faint in dark mode. */
export function legendText(value: unknown) {
  return <span style={{ color: TEXT_COLOR }}>{String(value)}</span>;
}

/** An axis title beside the ticks, in the dimmed text colour; a turned one centred on its axis. */
export function axisLabel(value: string, position: 'insideBottom' | 'insideLeft', angle = 0) {
  return {
    value,
    position,
    angle,
    offset: position === 'insideBottom' ? -4 : 12,
    fill: AXIS_TICK.fill,
    ...(angle === 0 ? {} : { textAnchor: 'middle' as const }),
  };
}
