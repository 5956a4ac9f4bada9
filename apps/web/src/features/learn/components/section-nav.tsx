import { Button, Group } from '@mantine/core';
import { COMPLETE_MODULE, NEXT_SECTION, PREVIOUS_SECTION } from '../lib/learn-text';

interface SectionNavProps {
  index: number;
  sectionCount: number;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
}

/** '← Previous' and 'Next Section →', which becomes 'Complete Module' on the last section. */
export function SectionNav({
  index,
  sectionCount,
  onPrevious,
  onNext,
  onComplete,
}: SectionNavProps) {
  const isLast = index >= sectionCount - 1;
  return (
    <Group justify="space-between" mt="xl">
      <Button variant="default" onClick={onPrevious} disabled={index === 0}>
        {PREVIOUS_SECTION}
      </Button>
      {isLast ? (
        <Button color="green" onClick={onComplete}>
          {COMPLETE_MODULE}
        </Button>
      ) : (
        <Button onClick={onNext}>{NEXT_SECTION}</Button>
      )}
    </Group>
  );
}
