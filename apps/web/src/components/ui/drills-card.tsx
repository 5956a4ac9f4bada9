import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@/config/routes';

export const DRILLS_CARD_TITLE = 'Drills: what broke?';
export const DRILLS_CARD_TEXT =
  'The system breaks something on purpose and hides what. Find it with the map, the queues and the traces.';
export const DRILLS_CARD_LINK = 'Open Drills';

/** The way to the Drills page, on the Services page and the Learn hub. */
export function DrillsCard() {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md" my="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h4" id={titleId}>
            {DRILLS_CARD_TITLE}
          </Title>
          <Text size="sm" c="dimmed">
            {DRILLS_CARD_TEXT}
          </Text>
        </div>
        <Button
          component={Link}
          to={ROUTES.drills}
          variant="light"
          leftSection={<IconTargetArrow size={18} aria-hidden />}
        >
          {DRILLS_CARD_LINK}
        </Button>
      </Group>
    </Paper>
  );
}
