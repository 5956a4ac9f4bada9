import { Anchor, Button, Group, Text } from '@mantine/core';
import type { Drill } from '@repo/contracts/lab-drills';
import { Link, useMatch } from 'react-router';
import { ROUTES } from '@/config/routes';
import { formatDuration } from '@/lib/format';
import { useGiveUpDrill } from '../hooks/use-give-up-drill';
import { drillRunningLine, GIVE_UP_LABEL, OPEN_DRILLS_LABEL } from '../lib/drill-constants';

/** The running drill in the fault banner: its fault stays hidden; Give up ends it. */
export function DrillBannerRow({ drill, now }: { drill: Drill; now: number }) {
  const giveUp = useGiveUpDrill();
  const onDrillsPage = useMatch(ROUTES.drills) !== null;
  const elapsed = formatDuration((now - Date.parse(drill.startedAt)) / 1000);
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" flex="1 1 12rem">
          {drillRunningLine(drill.level, elapsed)}
          {onDrillsPage ? null : (
            <>
              {' '}
              <Anchor component={Link} to={ROUTES.drills} size="sm">
                {OPEN_DRILLS_LABEL}
              </Anchor>
            </>
          )}
        </Text>
        <Button
          flex="none"
          size="compact-sm"
          variant="default"
          loading={giveUp.isPending}
          onClick={() => giveUp.giveUp(drill.id)}
        >
          {GIVE_UP_LABEL}
        </Button>
      </Group>
      {giveUp.isError ? (
        <Text size="sm" c="red" role="alert">
          {giveUp.error.message}
        </Text>
      ) : null}
    </li>
  );
}
