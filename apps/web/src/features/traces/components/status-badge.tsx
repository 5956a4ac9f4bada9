import { Badge, type MantineColor } from '@mantine/core';
import type { SpanStatus } from '@repo/contracts/traces';

const STATUS_COLORS: Record<SpanStatus, MantineColor> = {
  ok: 'green',
  error: 'red',
  unset: 'gray',
};

/** A trace's or a span's status, in words: 'ok', 'error' or 'unset'. */
export function StatusBadge({ status }: { status: SpanStatus }) {
  return (
    <Badge component="span" color={STATUS_COLORS[status]} variant="light" tt="none">
      {status}
    </Badge>
  );
}
