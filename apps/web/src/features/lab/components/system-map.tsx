import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { QueueId, TopologyEdge } from '@repo/contracts/lab-topology';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LAB_MAP_POLL_MS, RETRY_LABEL } from '@/config/constants';
import { PAGE_PARTS } from '@/config/routes';
import { useStoredValue } from '@/hooks/use-stored-value';
import { useFaults } from '../api/get-faults';
import { useTopology } from '../api/get-topology';
import { useNow } from '../hooks/use-now';
import {
  MAP_FAILED_TITLE,
  MAP_LOADING_TEXT,
  mapUpdatedText,
  SYSTEM_MAP_INTRO,
  SYSTEM_MAP_TITLE,
} from '../lib/map-constants';
import { faultMarks, NO_MARKS, type FaultMarks } from '../lib/map-marks';
import { formatClock } from '../lib/map-text';
import { SHOW_TELEMETRY_LABEL, showTelemetryStore, withoutTelemetry } from '../lib/telemetry-view';
import { DeadLettersModal } from './dead-letters-modal';
import { ConnectionsTable, QueuesTable } from './map-tables';
import { SystemMapDiagram } from './system-map-diagram';
import classes from './system-map.module.css';

/**
 * The Services page's live map of the system: its parts, the traffic between them and the
 * queues, refreshed every few seconds, with the same figures in tables below it and each
 * queue's dead letters a click away. The active lab faults are marked where they act.
 */
export function SystemMap() {
  const headingId = useId();
  const topology = useTopology();
  const [openQueue, setOpenQueue] = useState<QueueId | null>(null);
  const [showTelemetry, setShowTelemetry] = useStoredValue(showTelemetryStore);
  const data =
    topology.data === undefined || showTelemetry ? topology.data : withoutTelemetry(topology.data);
  const marks = useFaultMarks(data?.edges ?? []);

  return (
    <Paper
      component="section"
      id={PAGE_PARTS.systemMap}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      mb="md"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {SYSTEM_MAP_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          {SYSTEM_MAP_INTRO}
        </Text>
        {topology.isPending ? (
          <>
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{MAP_LOADING_TEXT}</Text>
            </Group>
            <Skeleton className={classes.placeholder} data-testid="map-placeholder" />
          </>
        ) : null}
        {/* A failed poll keeps the last figures on screen, their time saying how old they are. */}
        {topology.isError ? (
          <Alert
            color="red"
            variant="light"
            title={MAP_FAILED_TITLE}
            icon={<IconAlertTriangle aria-hidden />}
          >
            <Text size="sm" mb="sm">
              {topology.error.message}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={topology.isFetching}
              onClick={() => void topology.refetch()}
            >
              {RETRY_LABEL}
            </Button>
          </Alert>
        ) : null}
        {data === undefined ? null : (
          <>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {mapUpdatedText(formatClock(data.at))}
              </Text>
              <Switch
                size="sm"
                label={SHOW_TELEMETRY_LABEL}
                checked={showTelemetry}
                onChange={(event) => setShowTelemetry(event.currentTarget.checked)}
              />
            </Group>
            <SystemMapDiagram topology={data} marks={marks} onOpenDeadLetters={setOpenQueue} />
            <div id={PAGE_PARTS.queues}>
              <QueuesTable queues={data.queues} onOpenDeadLetters={setOpenQueue} at={data.at} />
            </div>
            <ConnectionsTable edges={data.edges} />
          </>
        )}
      </Stack>
      {openQueue === null ? null : (
        // Keyed, so another queue starts with nothing selected and no old result.
        <DeadLettersModal key={openQueue} queue={openQueue} onClose={() => setOpenQueue(null)} />
      )}
    </Paper>
  );
}

/** The marks of the active faults, read from the list the fault banner polls. */
function useFaultMarks(edges: readonly TopologyEdge[]): FaultMarks {
  const { data } = useFaults();
  // Renewed with the map, so a fault that runs out leaves the map by the next poll at the latest.
  const now = useNow(LAB_MAP_POLL_MS);
  return data === undefined ? NO_MARKS : faultMarks(data.items, edges, now);
}
