import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Endpoint } from '../lib/endpoints';
import {
  NO_PARAMETERS_TEXT,
  PARAMETERS_HEADING,
  REQUEST_BODY_HEADING,
  REQUIRED_TEXT,
  RESPONSES_HEADING,
  schemaLabel,
} from '../lib/constants';
import type { OpenApiDocument } from '../lib/openapi-document';
import { schemaText } from '../lib/schema-text';
import { SchemaCode } from './schema-code';

interface EndpointDetailsProps {
  document: OpenApiDocument;
  endpoint: Endpoint;
}

function ParameterTable({ document, endpoint }: EndpointDetailsProps) {
  if (endpoint.parameters.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NO_PARAMETERS_TEXT}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">In</Table.Th>
            <Table.Th scope="col">Schema</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoint.parameters.map((item) => (
            <Table.Tr key={`${item.in}-${item.name}`}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {item.name}
                </Text>
                {item.required ? (
                  <Text size="xs" c="dimmed">
                    {REQUIRED_TEXT}
                  </Text>
                ) : null}
                {item.description ? <Text size="xs">{item.description}</Text> : null}
              </Table.Td>
              <Table.Td>{item.in}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {schemaText(document, item.schema ?? {})}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What an endpoint takes and answers: its parameters, its body's schema, each answer's schema. */
export function EndpointDetails({ document, endpoint }: EndpointDetailsProps) {
  const { requestBody, responses } = endpoint;
  return (
    <Stack gap="sm">
      {endpoint.description ? <Text size="sm">{endpoint.description}</Text> : null}
      <Title order={4}>{PARAMETERS_HEADING}</Title>
      <ParameterTable document={document} endpoint={endpoint} />
      {requestBody ? (
        <>
          <Group gap="xs">
            <Title order={4}>{REQUEST_BODY_HEADING}</Title>
            <Badge variant="light" color="gray" tt="none">
              {requestBody.mediaType}
            </Badge>
          </Group>
          <SchemaCode
            document={document}
            schema={requestBody.schema ?? {}}
            label={schemaLabel('the request body')}
          />
        </>
      ) : null}
      <Title order={4}>{RESPONSES_HEADING}</Title>
      {responses.map(({ status, description, body }) => (
        <Stack key={status} gap={4}>
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Badge
              variant="light"
              color={status.startsWith('2') ? 'green' : 'gray'}
              tt="none"
              style={{ flex: 'none' }}
            >
              {status}
            </Badge>
            <Text size="sm">{description}</Text>
          </Group>
          {body?.schema === undefined ? null : (
            <SchemaCode
              document={document}
              schema={body.schema}
              label={schemaLabel(`the ${status} answer`)}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
