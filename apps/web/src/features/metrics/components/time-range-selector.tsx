import { SegmentedControl } from '@mantine/core';
import { METRICS_RANGE_LABEL, METRICS_RANGES, metricsRangeSchema } from '@/config/metrics-range';
import { useMetricsRange } from '@/hooks/use-metrics-range';

const RANGE_OPTIONS = [...METRICS_RANGES];

/**
 * The page's time range (docs/product.md#states): 15m, 1h, 24h (default) or 7d, remembered across
 * visits.
 */
export function TimeRangeSelector() {
  const [range, setRange] = useMetricsRange();
  return (
    <SegmentedControl
      aria-label={METRICS_RANGE_LABEL}
      data={RANGE_OPTIONS}
      value={range}
      onChange={(value) => {
        const parsed = metricsRangeSchema.safeParse(value);
        if (parsed.success) setRange(parsed.data);
      }}
    />
  );
}
