import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SERVICE_IDS } from '@repo/contracts/services';
import { BARE_LIST } from '@/components/ui/bare-list';
import { ErrorAlert } from '@/components/ui/error-alert';
import { env } from '@/config/env';
import { useAllServicesHealth } from '../api/get-service-health';
import {
  CHECK_INTERVAL_TEXT,
  LAST_CHECKED_LABEL,
  NOT_CHECKED_YET,
  STATUS_LIST_LABEL,
  STATUS_PANEL_TITLE,
  UNAVAILABLE_BANNER_DESCRIPTION,
  UNAVAILABLE_BANNER_TITLE,
} from '../lib/status-panel-text';
import { ServiceStatusRow } from './service-status-row';

const TITLE_ID = 'services-status-title';

/** The services status panel: live health of every service, polled every 30 s. */
export function ServicesStatusPanel() {
  const results = useAllServicesHealth();
  const anyError = results.some((result) => result.data?.status === 'error');
  // dataUpdatedAt is 0 until a query's first answer; the newest answer is the last check.
  const lastChecked = Math.max(0, ...results.map((result) => result.dataUpdatedAt));

  return (
    <Paper component="section" aria-labelledby={TITLE_ID} withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id={TITLE_ID}>
          {STATUS_PANEL_TITLE}
        </Title>
        <Group gap="sm">
          <Badge variant="light" color="indigo" tt="none">
            {env.environmentName}
          </Badge>
          <Text size="sm" c="dimmed">
            {LAST_CHECKED_LABEL}:{' '}
            {lastChecked > 0 ? (
              <>
                <time dateTime={new Date(lastChecked).toISOString()}>
                  {new Date(lastChecked).toLocaleTimeString()}
                </time>
                , {CHECK_INTERVAL_TEXT}
              </>
            ) : (
              NOT_CHECKED_YET
            )}
          </Text>
        </Group>
      </Group>

      {anyError ? (
        <ErrorAlert title={UNAVAILABLE_BANNER_TITLE} mb="sm">
          {UNAVAILABLE_BANNER_DESCRIPTION}
        </ErrorAlert>
      ) : null}

      <Stack {...BARE_LIST} aria-label={STATUS_LIST_LABEL} gap="sm">
        {SERVICE_IDS.map((id, index) => (
          <ServiceStatusRow key={id} serviceId={id} health={results[index]?.data} />
        ))}
      </Stack>
    </Paper>
  );
}
