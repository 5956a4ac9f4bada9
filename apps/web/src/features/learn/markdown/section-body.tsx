// A section's text: its built-in markdown, or the markdown at its contentUrl with the built-in
// text as the fallback when that cannot be loaded.
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useExternalContent } from '../api/get-external-content';
import { Markdown } from './markdown';

export const LOADING_CONTENT_TEXT = 'Loading content…';

function externalContentFailedText(reason: string): string {
  return `Failed to load external content (${reason}). Showing built-in text.`;
}

interface SectionBodyProps {
  content: string;
  contentUrl?: string | undefined;
}

export function SectionBody({ content, contentUrl }: SectionBodyProps) {
  if (contentUrl === undefined) return <Markdown>{content}</Markdown>;
  return <ExternalSectionBody content={content} url={contentUrl} />;
}

function ExternalSectionBody({ content, url }: { content: string; url: string }) {
  const external = useExternalContent(url);

  if (external.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {LOADING_CONTENT_TEXT}
        </Text>
      </Group>
    );
  }
  if (external.isError) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {externalContentFailedText(external.error.message)}
        </Alert>
        <Markdown>{content}</Markdown>
      </Stack>
    );
  }
  return <Markdown>{external.data}</Markdown>;
}
