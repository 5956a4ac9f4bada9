// What Check answered, in place: why it could not read the system (red), what is still missing
// (yellow) or that the exercise is done (green). Shared by the lesson's card and the lab panel.
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { CheckState } from './use-lab-exercise';

const ICON_SIZE = 16;

export function CheckAnswer({
  check,
  doneMessage,
}: {
  check: CheckState;
  /** What the passing Check said, kept in the browser, shown until the next Check. */
  doneMessage: string | undefined;
}) {
  if (check.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={ICON_SIZE} />}>
        {check.message}
      </Alert>
    );
  }
  const result =
    check.status === 'answered'
      ? check.result
      : doneMessage !== undefined
        ? { done: true, message: doneMessage }
        : null;
  if (!result) return null;
  return (
    <Alert
      color={result.done ? 'green' : 'yellow'}
      variant="light"
      role="status"
      icon={
        result.done ? <IconCircleCheck size={ICON_SIZE} /> : <IconAlertCircle size={ICON_SIZE} />
      }
    >
      {result.message}
    </Alert>
  );
}
