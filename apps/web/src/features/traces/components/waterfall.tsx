import type { WorkerId } from '@repo/contracts/services';
import { Group, Text } from '@mantine/core';
import { BARE_LIST } from '@/components/ui/bare-list';
import { LEGEND_LABEL, responseSentLabel, waterfallLabel } from '../lib/constants';
import { formatMs } from '../lib/format';
import { serviceFill } from '@/lib/service-colors';
import { axisTicks, tickStep } from '../lib/time-axis';
import { axisPercent, type WaterfallLayout } from '../lib/waterfall-layout';
import { WaterfallRow, type WithVars } from './waterfall-row';
import classes from './waterfall.module.css';

interface WaterfallProps {
  traceId: string;
  layout: WaterfallLayout;
  selectedSpanId: string | null;
  onSelect: (spanId: string) => void;
}

/**
 * Every span of a trace on one time axis from the trace's start, with a line where a request's
 * response went out. Where the card is narrow (a phone) each row's bar goes below its label, so
 * the axis takes the whole width and nothing scrolls sideways.
 */
export function Waterfall({ traceId, layout, selectedSpanId, onSelect }: WaterfallProps) {
  const { totalMs, responseMs, rows } = layout;
  const step = tickStep(totalMs);
  return (
    <div className={classes.scroller}>
      <div className={classes.grid}>
        {responseMs === null ? null : <ResponseMark responseMs={responseMs} totalMs={totalMs} />}
        <div className={classes.axis} aria-hidden>
          <span />
          <span className={classes.ticks}>
            {axisTicks(totalMs).map((tick) => (
              <span
                key={tick}
                className={classes.tick}
                style={{ left: `${axisPercent(tick, totalMs)}%` }}
              >
                {formatMs(tick)}
              </span>
            ))}
          </span>
        </div>
        <ul className={classes.list} role="list" aria-label={waterfallLabel(traceId)}>
          {rows.map((row) => (
            <WaterfallRow
              key={row.span.spanId}
              row={row}
              totalMs={totalMs}
              responseMs={responseMs}
              tickStep={step}
              selected={row.span.spanId === selectedSpanId}
              onSelect={() => onSelect(row.span.spanId)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The label of the response line the rows draw, on its side of the line with more room. */
function ResponseMark({ responseMs, totalMs }: { responseMs: number; totalMs: number }) {
  const percent = axisPercent(responseMs, totalMs);
  const style: WithVars = { '--at': `${percent}%` };
  return (
    <div className={classes.marks}>
      <span />
      <span className={classes.markTrack}>
        <span className={classes.mark} style={style} data-side={percent > 50 ? 'left' : 'right'}>
          {responseSentLabel(formatMs(responseMs))}
        </span>
      </span>
    </div>
  );
}

/** Which colour stands for which worker, as a list beside the waterfall. */
export function ServiceLegend({ services }: { services: readonly WorkerId[] }) {
  return (
    <Group {...BARE_LIST} aria-label={LEGEND_LABEL} gap="md">
      {services.map((service) => {
        const swatch: WithVars = { '--bar-color': serviceFill(service) };
        return (
          <Group component="li" key={service} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={swatch} aria-hidden />
            <Text span size="sm">
              {service}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
