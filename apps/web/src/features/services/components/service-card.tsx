import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServiceId } from '@repo/contracts/services';
import type { ServiceMetrics as ServiceFigures } from '@repo/contracts/metrics';
import { useId } from 'react';
import { SERVICE_NAMES } from '@/config/services';
import type { ApiFailure } from '@/lib/api-error';
import { formatDuration } from '@/lib/format';
import { useServiceHealth, type ServiceHealth } from '../api/get-service-health';
import {
  checkedText,
  clockTime,
  SERVICE_DESCRIPTIONS,
  uptimeText,
  versionText,
} from '../lib/constants';
import { HEALTH_STATUS, healthStatusKey } from '../lib/health-status';
import { ServiceMetrics } from './service-metrics';

interface ServiceCardProps {
  serviceId: ServiceId;
  metrics: ServiceFigures | undefined;
  metricsLoading: boolean;
  metricsSample: ApiFailure | null;
}

/** One service: what it does, its live health and its traffic. */
export function ServiceCard({
  serviceId,
  metrics,
  metricsLoading,
  metricsSample,
}: ServiceCardProps) {
  const headingId = useId();
  const { data: health, dataUpdatedAt } = useServiceHealth(serviceId);
  const statusKey = healthStatusKey(health);
  const status = HEALTH_STATUS[statusKey];

  return (
    <Paper
      component="li"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      data-status={statusKey}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {SERVICE_NAMES[serviceId]}
          </Title>
          {/* tt="none": show the labels as written rather than upper-cased. */}
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge variant="light" color={status.color} tt="none">
              {status.label}
            </Badge>
            {dataUpdatedAt > 0 ? (
              <Text size="xs" c="dimmed">
                <time dateTime={new Date(dataUpdatedAt).toISOString()}>
                  {checkedText(clockTime(dataUpdatedAt))}
                </time>
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Text size="sm">{SERVICE_DESCRIPTIONS[serviceId]}</Text>
        {health ? <HealthDetails health={health} /> : null}
        <ServiceMetrics metrics={metrics} loading={metricsLoading} sample={metricsSample} />
      </Stack>
    </Paper>
  );
}

function HealthDetails({ health }: { health: ServiceHealth }) {
  // A lab 'errors' fault, or the gateway for a worker that did not answer, writes the failed
  // check on the service's behalf with uptime 0: that measured nothing, so it is not shown.
  const writtenForIt = health.status === 'error' && health.uptimeSeconds === 0;
  const uptimeSeconds = writtenForIt ? undefined : health.uptimeSeconds;
  return (
    <Stack gap={4}>
      {health.version !== undefined || uptimeSeconds !== undefined ? (
        <Group gap="lg">
          {health.version !== undefined ? (
            <Text size="sm" c="dimmed">
              {versionText(health.version)}
            </Text>
          ) : null}
          {uptimeSeconds !== undefined ? (
            <Text size="sm" c="dimmed">
              {uptimeText(formatDuration(uptimeSeconds))}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {health.status === 'error' ? (
        <Text size="sm" c="red">
          {health.message}
        </Text>
      ) : null}
    </Stack>
  );
}
