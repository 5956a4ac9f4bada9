import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ERROR_MARK, queuedLabel } from '../lib/constants';
import { consumerOutcome } from '../lib/consumer-outcome';
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
  /** Where the response line is drawn; null for a trace that is no request. */
  responseMs: number | null;
  tickStep: number;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One span: its service, name, a consumer's outcome and its duration, indented under its parent,
 * and its bar on the time axis. The whole row is a button, so Enter and Space show its details.
 */
export function WaterfallRow(props: WaterfallRowProps) {
  const { row, totalMs, responseMs, tickStep, selected, onSelect } = props;
  const { span, depth, offsetMs, queued } = row;
  const failed = span.status === 'error';
  const outcome = consumerOutcome(span);
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
          {/* A consumer's outcome says how it failed ('failed', 'attempt 2 · paused'), so it
              stands in for the plain error mark. */}
          {outcome !== null || failed ? (
            <>
              <Badge
                component="span"
                color={failed ? 'red' : 'gray'}
                variant="outline"
                tt="none"
                size="sm"
                className={classes.outcome}
              >
                {outcome ?? ERROR_MARK}
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
          {responseMs === null ? null : (
            <span className={classes.responseLine} style={{ left: percent(responseMs) }} />
          )}
        </span>
      </button>
    </li>
  );
}
