import { Text } from '@mantine/core';
import { LOADING_SERIES_TEXT } from '../lib/constants';

/** 'Loading time series data...' while a section's series has not arrived. */
export function SeriesLoading({ loading }: { loading: boolean }) {
  return loading ? (
    <Text c="dimmed" size="sm" role="status">
      {LOADING_SERIES_TEXT}
    </Text>
  ) : null;
}
