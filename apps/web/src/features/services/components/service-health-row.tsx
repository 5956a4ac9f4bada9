import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ServiceId } from '@repo/contracts/health';
import { formatDuration } from '@/lib/format';
import { serviceHealthPath, useServiceHealth, type ServiceHealth } from '../api/get-service-health';
import { HEALTH_STATUS, healthStatusKey } from '../lib/health-status';
import { SERVICE_NAMES } from '../lib/service-names';

export function ServiceHealthRow({ serviceId }: { serviceId: ServiceId }) {
  const { data: health } = useServiceHealth(serviceId);
  const badge = HEALTH_STATUS[healthStatusKey(health)];

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{SERVICE_NAMES[serviceId]}</Text>
          <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {serviceHealthPath(serviceId)}
          </Text>
        </Stack>
        {/* tt="none": show the spec's labels as written rather than upper-cased. */}
        <Badge variant="light" color={badge.color} tt="none" style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      </Group>
      {health ? <HealthDetails health={health} /> : null}
    </Paper>
  );
}

function HealthDetails({ health }: { health: ServiceHealth }) {
  return (
    <Stack gap={4} mt="sm">
      {health.version !== undefined || health.uptimeSeconds !== undefined ? (
        <Group gap="lg">
          {health.version !== undefined ? <Text size="sm">Version {health.version}</Text> : null}
          {health.uptimeSeconds !== undefined ? (
            <Text size="sm">Uptime {formatDuration(health.uptimeSeconds)}</Text>
          ) : null}
        </Group>
      ) : null}
      {health.status === 'error' ? <Text size="sm">{health.message}</Text> : null}
    </Stack>
  );
}
