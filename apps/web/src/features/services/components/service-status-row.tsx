import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { ServiceId } from '@repo/contracts/services';
import type { ServiceHealth } from '../api/get-service-health';
import { serviceBaseAddress } from '../lib/service-address';
import { HEALTH_STATUS, healthStatusKey } from '../lib/health-status';
import { SERVICE_NAMES } from '@/config/services';

const DOT_SIZE = 10;

interface ServiceStatusRowProps {
  serviceId: ServiceId;
  health: ServiceHealth | undefined;
}

/** One row of the status panel: dot, name, base address, status label and any error. */
export function ServiceStatusRow({ serviceId, health }: ServiceStatusRowProps) {
  const statusKey = healthStatusKey(health);
  const status = HEALTH_STATUS[statusKey];

  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-status={statusKey}>
      {/* The label beside it says the same in words, so the dot is decoration only. */}
      <Box
        aria-hidden
        w={DOT_SIZE}
        h={DOT_SIZE}
        mt={7}
        bg={`${status.color}.6`}
        style={{ borderRadius: '50%', flexShrink: 0 }}
      />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={600}>{SERVICE_NAMES[serviceId]}</Text>
          {/* tt="none": show the labels as written rather than upper-cased. */}
          <Badge variant="light" color={status.color} tt="none" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {serviceBaseAddress(serviceId)}
        </Text>
        {health?.status === 'error' ? (
          <Text size="sm" c="red">
            {health.message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
