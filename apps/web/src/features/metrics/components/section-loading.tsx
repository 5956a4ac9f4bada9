import { Text } from '@mantine/core';
import { LOADING_SERIES_TEXT } from '../lib/constants';

/** Which window a section's figures are taken over: 'Over the last 24 h, ...'. */
export function WindowNote({ children }: { children: string }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

/** 'Loading time series data...' while a section's series has not arrived. */
export function SeriesLoading({ loading }: { loading: boolean }) {
  return loading ? (
    <Text c="dimmed" size="sm" role="status">
      {LOADING_SERIES_TEXT}
    </Text>
  ) : null;
}
