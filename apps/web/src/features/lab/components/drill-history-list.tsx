import { LEVEL_NAMES } from '@/config/drill-levels';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { BARE_LIST } from '@/components/ui/bare-list';
import { PageSection } from '@/components/ui/page-section';
import { formatDuration } from '@/lib/format';
import { useStoredValue } from '@/hooks/use-stored-value';
import { drillScore } from '@repo/contracts/lab-drills';
import { useNow } from '../hooks/use-now';
import { COUNTDOWN_TICK_MS } from '../lib/constants';
import {
  HISTORY_EMPTY,
  HISTORY_INTRO,
  HISTORY_TITLE,
  scoreText,
  triesText,
} from '../lib/drill-constants';
import { drillHistory, recordOutcome, type DrillRecord } from '../lib/drill-history';

const OUTCOME_COLORS = { running: 'blue', solved: 'green', 'given up': 'gray', expired: 'orange' };

/** The learner's past drills, newest first, from this browser's storage. */
export function DrillHistoryList() {
  const [records] = useStoredValue(drillHistory);
  const now = useNow(COUNTDOWN_TICK_MS * 5);
  return (
    <PageSection title={HISTORY_TITLE} intro={HISTORY_INTRO}>
      {records.length === 0 ? (
        <Text size="sm">{HISTORY_EMPTY}</Text>
      ) : (
        <Stack {...BARE_LIST} gap="xs" aria-label={HISTORY_TITLE}>
          {records.map((record) => (
            <HistoryItem key={record.id} record={record} now={now} />
          ))}
        </Stack>
      )}
    </PageSection>
  );
}

function HistoryItem({ record, now }: { record: DrillRecord; now: number }) {
  const outcome = recordOutcome(record, now);
  const started = new Date(record.startedAt).toLocaleString();
  return (
    <li>
      <Group gap="xs" wrap="wrap">
        <Badge color={OUTCOME_COLORS[outcome]} variant="light">
          {outcome}
        </Badge>
        <Text size="sm" fw={600}>
          {LEVEL_NAMES[record.level]}
        </Text>
        <Text size="sm">
          {[
            started,
            record.takenMs === null ? null : formatDuration(record.takenMs / 1000),
            triesText(record.tries),
            outcome === 'solved' ? scoreText(drillScore(record.tries)) : null,
            record.fault,
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </Text>
      </Group>
    </li>
  );
}
