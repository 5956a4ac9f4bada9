import type { EntityStatus } from '@repo/contracts/registry';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<EntityStatus, string> = { Registered: 'green', Removed: 'gray' };

export function StatusBadge({ status }: { status: EntityStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
