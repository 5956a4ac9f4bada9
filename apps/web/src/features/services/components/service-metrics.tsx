import { Group, SimpleGrid, Text } from '@mantine/core';
import type { ServiceMetrics as ServiceFigures } from '@repo/contracts/metrics';
import { SampleDataBadge } from '@/components/ui/sample-data-badge';
import type { ApiFailure } from '@/lib/api-error';
import { LOADING_METRICS_TEXT, NO_METRICS_TEXT } from '../lib/constants';
import { metricFigures } from '../lib/format-metrics';

interface ServiceMetricsProps {
  /** Undefined until the first answer. */
  metrics: ServiceFigures | undefined;
  loading: boolean;
  /** Why the figures are sample data, if they are. */
  sample: ApiFailure | null;
}

/** A service's Requests/sec, Avg Latency and Error Rate, as a description list. */
export function ServiceMetrics({ metrics, loading, sample }: ServiceMetricsProps) {
  if (loading)
    return (
      <Text size="sm" c="dimmed">
        {LOADING_METRICS_TEXT}
      </Text>
    );
  if (!metrics)
    return (
      <Text size="sm" c="dimmed">
        {NO_METRICS_TEXT}
      </Text>
    );
  return (
    <>
      {sample ? (
        <Group>
          <SampleDataBadge sample={sample} />
        </Group>
      ) : null}
      <SimpleGrid component="dl" cols={3} spacing="sm" m={0}>
        {metricFigures(metrics).map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={600} size="lg" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </>
  );
}
