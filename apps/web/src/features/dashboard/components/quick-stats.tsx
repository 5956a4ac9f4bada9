import { SimpleGrid, Stack } from '@mantine/core';
import type { QuickStats as QuickStatsFigures } from '@repo/contracts/metrics';
import {
  IconActivity,
  IconAlertTriangle,
  IconClock,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useId } from 'react';
import { StatCard } from '@/components/charts/stat-card';
import { SectionTitle } from '@/components/ui/section-title';
import { useSummary } from '../api/get-summary';
import { LOADING_VALUE, QUICK_STATS_HEADING, STAT_TEXTS, TREND_INFO } from '../lib/constants';
import { formatCount, formatMs, formatPercent, trendOf } from '../lib/stats';

type StatKey = keyof QuickStatsFigures;

const ICON_SIZE = 20;

interface Stat {
  key: StatKey;
  format: (value: number) => string;
  Icon: Icon;
  color: 'blue' | 'green' | 'yellow' | 'red';
  /** Which way the trend is good news. */
  goodWhen: 'up' | 'down';
}

const STATS: Stat[] = [
  { key: 'totalRequests', format: formatCount, Icon: IconActivity, color: 'blue', goodWhen: 'up' },
  { key: 'activeUsers', format: formatCount, Icon: IconUsers, color: 'green', goodWhen: 'up' },
  {
    key: 'averageResponseTime',
    format: formatMs,
    Icon: IconClock,
    color: 'yellow',
    goodWhen: 'down',
  },
  {
    key: 'errorRate',
    format: formatPercent,
    Icon: IconAlertTriangle,
    color: 'red',
    goodWhen: 'down',
  },
];

/** The home screen's Quick Stats: requests, visitors, response time and error rate over 24 h. */
export function QuickStats() {
  const headingId = useId();
  const { data } = useSummary();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <SectionTitle id={headingId} title={QUICK_STATS_HEADING} sample={data?.sample} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {STATS.map(({ key, format, Icon, color, goodWhen }) => {
          const current = data?.value.current[key];
          const trend =
            data === undefined || current === undefined
              ? undefined
              : trendOf(
                  current,
                  data.value.previous[key],
                  data.value.previous.totalRequests,
                  format,
                );
          return (
            <StatCard
              key={key}
              title={STAT_TEXTS[key].title}
              value={current === undefined ? LOADING_VALUE : format(current)}
              subtitle={STAT_TEXTS[key].window}
              icon={<Icon size={ICON_SIZE} />}
              color={color}
              info={`${STAT_TEXTS[key].info} ${TREND_INFO}`}
              trend={trend && 'percent' in trend ? { percent: trend.percent, goodWhen } : undefined}
              trendNote={trend && 'note' in trend ? trend.note : undefined}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
