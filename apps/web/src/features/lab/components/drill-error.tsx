import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DRILL_FAILED_MESSAGE } from '../lib/drill-constants';

/** A drill call that failed, or the form's own objection: nothing when `message` is null. */
export function DrillError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={DRILL_FAILED_MESSAGE}
      icon={<IconAlertTriangle aria-hidden />}
    >
      {message}
    </Alert>
  );
}
