import { Badge } from '@mantine/core';
import type { WorkerId } from '@repo/contracts/services';
import { SERVICE_COLORS } from '@/lib/service-colors';

/** A worker's name in its colour: the same colour as its bars in the waterfall. */
export function ServiceBadge({ service }: { service: WorkerId }) {
  return (
    // A span, so the badge may sit inside a waterfall row's button.
    <Badge component="span" color={SERVICE_COLORS[service]} variant="light" tt="none">
      {service}
    </Badge>
  );
}
