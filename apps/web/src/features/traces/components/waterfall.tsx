import type { WorkerId } from '@repo/contracts/services';
import { Group, Text } from '@mantine/core';
import { BARE_LIST } from '@/components/ui/bare-list';
import { LEGEND_LABEL, waterfallLabel } from '../lib/constants';
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

/** Every span of a trace on one time axis from the trace's start; scrolls sideways on a phone. */
export function Waterfall({ traceId, layout, selectedSpanId, onSelect }: WaterfallProps) {
  const { totalMs, rows } = layout;
  const step = tickStep(totalMs);
  return (
    <div className={classes.scroller}>
      <div className={classes.grid}>
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
