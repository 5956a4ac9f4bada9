import { Button, Text } from '@mantine/core';
import { RETRY_LABEL } from '@/config/constants';
import { apiFailureOf, errorMessage, failureMessage } from '@/lib/api-error';
import { ErrorAlert } from './error-alert';

interface FailureAlertProps {
  /** What failed: 'Search failed', ... */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** The retry is under way. */
  retrying: boolean;
}

/**
 * A failed request the user asked for, said for what it is: what failed, why (the server's
 * own message when it sent one) and a Retry button. With the metrics API turned off there is
 * nothing to retry, and a quiet note says so instead.
 */
export function FailureAlert({ title, error, onRetry, retrying }: FailureAlertProps) {
  const failure = apiFailureOf(error);
  if (failure.kind === 'off') {
    return (
      <Text c="dimmed" role="status">
        {failureMessage(failure)}
      </Text>
    );
  }
  return (
    <ErrorAlert title={title}>
      <Text size="sm" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {errorMessage(error)}
      </Text>
      <Button size="xs" variant="default" loading={retrying} onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </ErrorAlert>
  );
}

interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed query's FailureAlert, retried by fetching it again; nothing while it has not failed. */
export function QueryFailure({ title, query }: { title: string; query: FailedQuery }) {
  if (!query.error) return null;
  return (
    <FailureAlert
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
