// What Check answered, in place: why it could not read the system (red), what is still missing
// (yellow) or that the exercise is done (green). Shared by the lesson's card and the lab panel.
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { checkingText } from './lab-text';
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
  if (check.status === 'checking') return <CheckProgress />;
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

/** While Check reads the live system: that it is working, and for how long, second by second. */
function CheckProgress() {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Group gap="xs" wrap="nowrap" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {checkingText(Math.floor((now - startedAt) / 1000))}
      </Text>
    </Group>
  );
}
