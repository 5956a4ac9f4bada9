import { Group, Skeleton, Switch, Text } from '@mantine/core';
import type { QueueId, TopologyEdge } from '@repo/contracts/lab-topology';
import { useDeferredValue, useState } from 'react';
import { QueryFailure } from '@/components/ui/failure-alert';
import { LoadingNote } from '@/components/ui/loading-note';
import { PageSection } from '@/components/ui/page-section';
import { LAB_MAP_POLL_MS } from '@/config/constants';
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
 * queue's dead letters a click away. The active lab faults are marked where they act. On the
 * projector (`readOnly`, a member's map read through lib/view-source.ts) nothing opens.
 */
export function SystemMap({ readOnly = false }: { readOnly?: boolean }) {
  const topology = useTopology();
  const [openQueue, setOpenQueue] = useState<QueueId | null>(null);
  const [showTelemetry, setShowTelemetry] = useStoredValue(showTelemetryStore);
  // Each poll's figures are drawn in a render React can pause, so drawing the map never holds up
  // a click or the page's first paint.
  const latest = useDeferredValue(topology.data);
  const data = latest === undefined || showTelemetry ? latest : withoutTelemetry(latest);
  const marks = useFaultMarks(data?.edges ?? []);
  const openDeadLetters = readOnly ? undefined : setOpenQueue;

  return (
    <PageSection id={PAGE_PARTS.systemMap} title={SYSTEM_MAP_TITLE} intro={SYSTEM_MAP_INTRO}>
      {latest === undefined && !topology.isError ? (
        <>
          <LoadingNote text={MAP_LOADING_TEXT} />
          <Skeleton className={classes.placeholder} data-testid="map-placeholder" />
        </>
      ) : null}
      {/* A failed poll keeps the last figures on screen, their time saying how old they are. */}
      <QueryFailure title={MAP_FAILED_TITLE} query={topology} />
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
          <SystemMapDiagram topology={data} marks={marks} onOpenDeadLetters={openDeadLetters} />
          <div id={PAGE_PARTS.queues}>
            <QueuesTable queues={data.queues} onOpenDeadLetters={openDeadLetters} at={data.at} />
          </div>
          <ConnectionsTable edges={data.edges} />
        </>
      )}
      {openQueue === null ? null : (
        // Keyed, so another queue starts with nothing selected and no old result.
        <DeadLettersModal key={openQueue} queue={openQueue} onClose={() => setOpenQueue(null)} />
      )}
    </PageSection>
  );
}

/** The marks of the active faults, read from the list the fault banner polls. */
function useFaultMarks(edges: readonly TopologyEdge[]): FaultMarks {
  const { data } = useFaults();
  // Renewed with the map, so a fault that runs out leaves the map by the next poll at the latest.
  const now = useNow(LAB_MAP_POLL_MS);
  return data === undefined ? NO_MARKS : faultMarks(data.items, edges, now);
}
