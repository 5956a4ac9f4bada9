import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { QuickStats as QuickStatsFigures } from '@repo/contracts/metrics';
import { IconActivity, IconAlertTriangle, IconClock, IconUsers } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { StatCard } from '@/components/charts/stat-card';
import { SAMPLE_DATA_BADGE } from '@/config/constants';
import { useSummary } from '../api/get-summary';
import {
  LOADING_VALUE,
  QUICK_STATS_HEADING,
  QUICK_STATS_SUBTITLE,
  STAT_INFO,
  STAT_TITLES,
} from '../lib/constants';
import { formatCount, formatMs, formatPercent, percentChange } from '../lib/stats';

type StatKey = keyof QuickStatsFigures;

const ICON_SIZE = 20;

const STATS: {
  key: StatKey;
  format: (value: number) => string;
  icon: ReactNode;
  color: 'blue' | 'green' | 'yellow' | 'red';
  goodWhen: 'up' | 'down';
}[] = [
  {
    key: 'totalRequests',
    format: formatCount,
    icon: <IconActivity size={ICON_SIZE} />,
    color: 'blue',
    goodWhen: 'up',
  },
  {
    key: 'activeUsers',
    format: formatCount,
    icon: <IconUsers size={ICON_SIZE} />,
    color: 'green',
    goodWhen: 'up',
  },
  {
    key: 'averageResponseTime',
    format: formatMs,
    icon: <IconClock size={ICON_SIZE} />,
    color: 'yellow',
    goodWhen: 'down',
  },
  {
    key: 'errorRate',
    format: formatPercent,
    icon: <IconAlertTriangle size={ICON_SIZE} />,
    color: 'red',
    goodWhen: 'down',
  },
];

/** Spec 2 'Home': requests, visitors, response time and error rate over 24 h, with trends. */
export function QuickStats() {
  const headingId = useId();
  const { data } = useSummary();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {QUICK_STATS_HEADING}
        </Title>
        {data?.sample ? (
          <Badge color="yellow" variant="light">
            {SAMPLE_DATA_BADGE}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {STATS.map(({ key, format, icon, color, goodWhen }) => {
          const current = data?.summary.current[key];
          const previous = data?.summary.previous[key];
          const percent =
            current === undefined || previous === undefined
              ? undefined
              : percentChange(current, previous);
          return (
            <StatCard
              key={key}
              title={STAT_TITLES[key]}
              value={current === undefined ? LOADING_VALUE : format(current)}
              subtitle={QUICK_STATS_SUBTITLE}
              icon={icon}
              color={color}
              info={STAT_INFO[key]}
              trend={percent === undefined ? undefined : { percent, goodWhen }}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
