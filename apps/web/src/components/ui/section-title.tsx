import { Group, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ApiFailure } from '@/lib/api-error';
import { SampleDataBadge } from './sample-data-badge';

interface SectionTitleProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  title: string;
  order?: TitleOrder;
  size?: TitleSize;
  /** Why the section shows sample data, if it does. */
  sample?: ApiFailure | null | undefined;
}

/** A section's heading, with the sample-data badge beside it when its figures are samples. */
export function SectionTitle({ id, title, order = 2, size = 'h3', sample }: SectionTitleProps) {
  return (
    <Group gap="xs">
      <Title order={order} size={size} id={id}>
        {title}
      </Title>
      <SampleDataBadge sample={sample} />
    </Group>
  );
}
