import { Accordion, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { EndpointGroup } from '../lib/endpoints';
import type { OpenApiDocument } from '../lib/openapi-document';
import { EndpointDetails } from './endpoint-details';
import { MethodBadge } from './method-badge';
import { TryEndpoint } from './try-endpoint';

interface EndpointListProps {
  document: OpenApiDocument;
  group: EndpointGroup;
}

/**
 * One tag's endpoints, each a fold that opens on its details and a form to try it. Mantine's
 * Accordion gives the folds their buttons, arrow keys and aria-expanded.
 */
export function EndpointList({ document, group }: EndpointListProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {group.tag}
      </Title>
      {group.description ? <Text c="dimmed">{group.description}</Text> : null}
      <Accordion variant="separated" multiple chevronPosition="right">
        {group.endpoints.map((endpoint) => (
          <Accordion.Item key={endpoint.id} value={endpoint.id}>
            {/* Named by what it shows, 'GET /api/users/{id} A user and …': the spaces between
                the parts keep the words apart in that name. */}
            <Accordion.Control>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <MethodBadge method={endpoint.method} />{' '}
                <Stack gap={2} miw={0}>
                  <Text ff="monospace" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {endpoint.path}
                  </Text>{' '}
                  {endpoint.summary === '' ? null : (
                    <Text size="sm" c="dimmed">
                      {endpoint.summary}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="lg">
                <EndpointDetails document={document} endpoint={endpoint} />
                <TryEndpoint document={document} endpoint={endpoint} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
