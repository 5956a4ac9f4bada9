import { Badge } from '@mantine/core';
import { sampleLabel, type ApiFailure } from '@/lib/api-error';

interface SampleDataBadgeProps {
  /** Why the figures beside it are sample data; nothing is shown when they are the API's. */
  sample: ApiFailure | null | undefined;
}

/** 'Sample data: {why}', in yellow, wrapping rather than cut off when the reason is long. */
export function SampleDataBadge({ sample }: SampleDataBadgeProps) {
  if (!sample) return null;
  return (
    <Badge
      color={sample.kind === 'off' ? 'gray' : 'yellow'}
      variant="light"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal' } }}
    >
      {sampleLabel(sample)}
    </Badge>
  );
}
