import { Group, Paper, Text } from '@mantine/core';

export interface ChartTooltipRow {
  label: string;
  value: string;
  color?: string | undefined;
}

/** The hover box the charts share: a heading and one line per value, in Mantine's colours. */
export function ChartTooltip({ title, rows }: { title: string; rows: ChartTooltipRow[] }) {
  return (
    <Paper withBorder shadow="md" px="sm" py={6} radius="md">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {rows.map((row) => (
        <Group key={row.label} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" c={row.color ?? 'dimmed'}>
            {row.label}
          </Text>
          <Text size="sm" fw={500}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}
