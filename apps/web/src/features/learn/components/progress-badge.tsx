import { Badge } from '@mantine/core';
import { progressBadgeColor } from '../lib/progress';

/** A module's progress in percent, grey, blue or green (docs/product.md#states). */
export function ProgressBadge({ percent }: { percent: number }) {
  return (
    <Badge color={progressBadgeColor(percent)} variant="light" aria-label={`${percent}% complete`}>
      {percent}%
    </Badge>
  );
}
