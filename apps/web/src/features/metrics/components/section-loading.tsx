import { Group, Text, Title } from '@mantine/core';
import { LOADING_SERIES_TEXT } from '../lib/constants';

/** Which window a section's figures are taken over: 'Over the last 24 h, ...'. */
export function WindowNote({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

interface SeriesHeadingProps {
  id: string;
  title: string;
  /** The section's series has not arrived. */
  loading: boolean;
}

/**
 * A section's heading, with 'Loading time series data...' beside it while the series loads:
 * on the heading's line rather than a line of its own, so the charts do not move up when it goes.
 */
export function SeriesHeading({ id, title, loading }: SeriesHeadingProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Title order={2} id={id}>
        {title}
      </Title>
      {loading ? (
        <Text c="dimmed" size="sm" role="status">
          {LOADING_SERIES_TEXT}
        </Text>
      ) : null}
    </Group>
  );
}
