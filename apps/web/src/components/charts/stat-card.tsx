import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconInfoCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

const INFO_TOOLTIP_WIDTH = 240;
// Hover, keyboard focus and touch all show the info text.
const INFO_EVENTS = { hover: true, focus: true, touch: true };

export type StatColor = 'blue' | 'green' | 'yellow' | 'red' | 'purple';

export interface StatTrend {
  /** percent change, e.g. 12.5 or -3 */
  percent: number;
  /** which direction is good; default 'up' */
  goodWhen?: 'up' | 'down' | undefined;
}

export interface StatCardProps {
  title: string;
  value: string;
  subtitle?: string | undefined;
  icon?: ReactNode;
  trend?: StatTrend | undefined;
  /** Said in place of the trend when there is none to show, e.g. 'no earlier 24 h yet'. */
  trendNote?: string | undefined;
  color?: StatColor | undefined;
  info?: string | undefined;
}

// Mantine has no 'purple'; grape is its purple.
const THEME_COLORS: Record<StatColor, string> = {
  blue: 'blue',
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  purple: 'grape',
};

function Trend({ percent, goodWhen = 'up' }: StatTrend) {
  // Rounded first, so a change that shows as 0.0% has no arrow either.
  const shown = Math.round(Math.abs(percent) * 10) / 10;
  const direction = shown === 0 ? null : percent > 0 ? 'up' : 'down';
  const color = direction === null ? 'dimmed' : direction === goodWhen ? 'green' : 'red';
  const Arrow = direction === 'up' ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Text
      component="span"
      size="sm"
      fw={500}
      c={color}
      display="inline-flex"
      style={{ alignItems: 'center', gap: 2 }}
    >
      {direction === null ? null : <Arrow size={16} role="img" aria-label={direction} />}
      {`${shown.toFixed(1)}%`}
    </Text>
  );
}

/** One figure with its title, optional icon, trend against the previous period and info text. */
export function StatCard({
  title,
  value,
  subtitle,
  icon,
  trend,
  trendNote,
  color = 'blue',
  info,
}: StatCardProps) {
  const titleId = useId();
  const themeColor = THEME_COLORS[color];
  return (
    <Paper
      role="group"
      aria-labelledby={titleId}
      withBorder
      p="md"
      radius="md"
      style={{ borderInlineStart: `4px solid var(--mantine-color-${themeColor}-6)` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={4} wrap="nowrap">
            <Text id={titleId} size="sm" c="dimmed" fw={500}>
              {title}
            </Text>
            {info ? (
              <Tooltip label={info} events={INFO_EVENTS} multiline w={INFO_TOOLTIP_WIDTH} withArrow>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`About ${title}`}>
                  <IconInfoCircle size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
          {icon ? (
            <ThemeIcon variant="light" color={themeColor} size="lg" radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
          ) : null}
        </Group>
        <Text size="xl" fw={700} lh={1.2}>
          {value}
        </Text>
        {trend || trendNote || subtitle ? (
          <Group gap="xs">
            {trend ? <Trend {...trend} /> : null}
            {!trend && trendNote ? (
              <Text component="span" size="sm" c="dimmed">
                {trendNote}
              </Text>
            ) : null}
            {subtitle ? (
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
