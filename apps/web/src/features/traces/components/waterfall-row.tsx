import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ERROR_MARK, queuedLabel } from '../lib/constants';
import { formatMs, formatWait } from '../lib/format';
import { serviceFill } from '@/lib/service-colors';
import { axisPercent, type WaterfallRow as Row } from '../lib/waterfall-layout';
import { ServiceBadge } from './service-badge';
import classes from './waterfall.module.css';

/** Styles with CSS custom properties, which React's style type does not list. */
export type WithVars = CSSProperties & Record<`--${string}`, string | number>;

interface WaterfallRowProps {
  row: Row;
  totalMs: number;
  tickStep: number;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One span: its service, name and duration, indented under its parent, and its bar on the time
 * axis. The whole row is a button, so Enter and Space show its details.
 */
export function WaterfallRow({ row, totalMs, tickStep, selected, onSelect }: WaterfallRowProps) {
  const { span, depth, offsetMs, queued } = row;
  const failed = span.status === 'error';
  const percent = (ms: number) => `${axisPercent(ms, totalMs)}%`;
  const barStyle: WithVars = {
    left: percent(offsetMs),
    width: percent(span.durationMs),
    '--bar-color': serviceFill(span.service),
  };
  const labelStyle: WithVars = { '--depth': depth };
  const trackStyle: WithVars = { '--tick-step': percent(tickStep) };

  return (
    <li aria-level={depth + 1}>
      <button
        type="button"
        className={classes.row}
        aria-pressed={selected}
        onClick={onSelect}
        data-span-id={span.spanId}
      >
        {/* The spaces between the pieces keep the row's accessible name readable: 'users
            file-events process error 15 ms queued 1.2 s'. Flex layout does not draw them. */}
        <span className={classes.label} style={labelStyle}>
          <ServiceBadge service={span.service} />{' '}
          <span className={classes.name} title={span.name}>
            {span.name}
          </span>{' '}
          {failed ? (
            <>
              <Badge component="span" color="red" variant="outline" tt="none" size="sm">
                {ERROR_MARK}
              </Badge>{' '}
            </>
          ) : null}
          <span className={classes.duration}>{formatMs(span.durationMs)}</span>
        </span>{' '}
        <span className={classes.track} style={trackStyle}>
          {queued === null ? null : (
            <span
              className={classes.gap}
              style={{ left: percent(queued.fromOffsetMs), width: percent(queued.ms) }}
            >
              <span className={classes.gapLabel}>{queuedLabel(formatWait(queued.ms))}</span>
            </span>
          )}
          <span className={classes.bar} style={barStyle} data-error={failed || undefined} />
        </span>
      </button>
    </li>
  );
}
