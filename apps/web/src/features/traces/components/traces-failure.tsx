import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RETRY_LABEL } from '@/config/constants';

interface TracesFailureProps {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}

/** A traces call that failed: what failed, the API's own words for why, and a Retry button. */
export function TracesFailure({ title, error, onRetry, retrying }: TracesFailureProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Text size="sm" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {error.message}
      </Text>
      <Button size="xs" variant="default" loading={retrying} onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </Alert>
  );
}
