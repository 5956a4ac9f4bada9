import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HealthRecord } from '@repo/contracts/metrics';
import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { useId } from 'react';
import { BARE_LIST } from '@/components/ui/bare-list';
import { SectionTitle } from '@/components/ui/section-title';
import { SERVICE_NAMES } from '@/config/services';
import { useHealthRecords } from '../api/get-health-records';
import {
  clockTime,
  HEALTH_DISPLAY,
  HEALTH_HEADING,
  HEALTH_SOURCE_TEXT,
  LAST_UPDATED_LABEL,
  NOT_PROBED_TEXT,
  NOT_UPDATED_YET,
  probedText,
  UNKNOWN_UPTIME_TEXT,
  uptimeText,
  type HealthDisplayKey,
} from '../lib/constants';

const DOT_SIZE = 10;

function displayKey(loading: boolean, record: HealthRecord | undefined): HealthDisplayKey {
  if (loading) return 'loading';
  return record?.status ?? 'unknown';
}

function HealthCard({
  serviceId,
  loading,
  record,
}: {
  serviceId: ServiceId;
  loading: boolean;
  record: HealthRecord | undefined;
}) {
  const key = displayKey(loading, record);
  const { label, color } = HEALTH_DISPLAY[key];
  return (
    <Paper component="li" withBorder radius="md" p="md" data-status={key}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {/* The badge says the same in words, so the dot is decoration only. */}
          <Box
            aria-hidden
            w={DOT_SIZE}
            h={DOT_SIZE}
            bg={`${color}.6`}
            style={{ borderRadius: '50%', flexShrink: 0 }}
          />
          <Text fw={600}>{SERVICE_NAMES[serviceId]}</Text>
        </Group>
        {/* tt="none": show the labels as written rather than upper-cased. */}
        <Badge variant="light" color={color} tt="none" style={{ flexShrink: 0 }}>
          {label}
        </Badge>
      </Group>
      {loading ? null : (
        <>
          <Text size="sm" c="dimmed" mt="xs">
            {record ? uptimeText(record.uptime) : UNKNOWN_UPTIME_TEXT}
          </Text>
          {record ? (
            <Text size="xs" c="dimmed">
              {record.lastCheck === null ? (
                NOT_PROBED_TEXT
              ) : (
                <time dateTime={record.lastCheck}>{probedText(clockTime(record.lastCheck))}</time>
              )}
            </Text>
          ) : null}
        </>
      )}
    </Paper>
  );
}

function LastUpdated({ fetchedAt }: { fetchedAt: number | null }) {
  return (
    <Text size="sm" c="dimmed">
      {LAST_UPDATED_LABEL}:{' '}
      {fetchedAt === null ? (
        NOT_UPDATED_YET
      ) : (
        <time dateTime={new Date(fetchedAt).toISOString()}>
          {new Date(fetchedAt).toLocaleTimeString()}
        </time>
      )}
    </Text>
  );
}

/** The home screen's health cards: each backend service's status and uptime over 24 h. */
export function HealthCards() {
  const headingId = useId();
  const { data } = useHealthRecords();
  const loading = !data;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="sm">
        <SectionTitle id={headingId} title={HEALTH_HEADING} sample={data?.sample} />
        <LastUpdated fetchedAt={data?.fetchedAt ?? null} />
      </Group>
      <Text size="sm" c="dimmed">
        {HEALTH_SOURCE_TEXT}
      </Text>
      <SimpleGrid {...BARE_LIST} cols={{ base: 1, sm: 3 }} spacing="md" aria-label={HEALTH_HEADING}>
        {SERVICE_IDS.map((id) => (
          <HealthCard
            key={id}
            serviceId={id}
            loading={loading}
            record={data?.value.find((record) => record.serviceName === id)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
