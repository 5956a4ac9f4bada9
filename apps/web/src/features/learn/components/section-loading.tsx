// What a module page shows in place of its section while the module's chunk loads, and if it
// cannot be loaded.
import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  LOADING_SECTION,
  MODULE_LOAD_FAILED,
  moduleLoadFailedDetail,
  RELOAD_PAGE,
} from '../lib/learn-text';

const TEXT_LINES = 10;

function TextLines() {
  return Array.from({ length: TEXT_LINES }, (_, line) => (
    <Skeleton key={line} height={16} width={line % 5 === 4 ? '70%' : '100%'} />
  ));
}

/**
 * The shape of a section (title, objectives, text) at least a screen tall, so that what follows
 * it stays out of view until the section arrives and nothing on screen moves.
 */
export function SectionPlaceholder() {
  return (
    <Stack gap="md" mih="100vh" role="status" aria-busy="true">
      <VisuallyHidden>{LOADING_SECTION}</VisuallyHidden>
      <Skeleton height={36} width="60%" />
      <Skeleton height={140} radius="md" />
      <TextLines />
    </Stack>
  );
}

/** In place of a section's text and parts while their code loads, likewise a screen tall. */
export function SectionTextPlaceholder() {
  return (
    <Stack gap="md" mih="100vh" role="status" aria-busy="true">
      <VisuallyHidden>{LOADING_SECTION}</VisuallyHidden>
      <TextLines />
    </Stack>
  );
}

export function SectionLoadError({ error }: { error: Error }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={MODULE_LOAD_FAILED}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{moduleLoadFailedDetail(error.message)}</Text>
        <Button variant="default" onClick={() => window.location.reload()}>
          {RELOAD_PAGE}
        </Button>
      </Stack>
    </Alert>
  );
}
