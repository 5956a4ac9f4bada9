import { Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useDemoUser } from '../api/get-user';
import { LOADING_USAGE_TEXT, USAGE_LABEL, USAGE_UNAVAILABLE_TEXT } from '../lib/constants';
import { formatUsage } from '../lib/format-usage';

/** What the demo user's files take up; it catches up with uploads within a poll or two. */
export function StorageUsage() {
  const { data: user, isPending } = useDemoUser();

  let usage;
  if (user) {
    usage = (
      <Text size="sm" data-testid="storage-usage">
        {formatUsage(user.usage)}
      </Text>
    );
  } else if (isPending) {
    usage = (
      <>
        <Skeleton height={14} width={120} aria-hidden />
        <VisuallyHidden>{LOADING_USAGE_TEXT}</VisuallyHidden>
      </>
    );
  } else {
    usage = (
      <Text size="sm" c="dimmed">
        {USAGE_UNAVAILABLE_TEXT}
      </Text>
    );
  }

  return (
    <Group gap="xs" mb="md">
      <Text size="sm" fw={500}>
        {USAGE_LABEL}:
      </Text>
      {usage}
    </Group>
  );
}
