import { Badge, Code, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import {
  ANSWER_BODY_LABEL,
  ANSWER_HEADERS_LABEL,
  ANSWER_HEADING,
  answerStatusText,
  EMPTY_BODY_TEXT,
} from '../lib/constants';
import type { TryResult } from '../lib/try-request';

function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
}

/** The answer a tried request got: its status, the headers of interest and its body. */
export function TryAnswer({ result }: { result: TryResult }) {
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Group gap="xs" align="baseline">
        <Title order={5}>{ANSWER_HEADING}</Title>
        <Badge color={statusColor(result.status)} variant="light" tt="none">
          {answerStatusText(result.status, result.statusText, result.durationMs)}
        </Badge>
      </Group>
      {result.headers.length > 0 ? (
        <Table.ScrollContainer minWidth={280} type="native">
          <Table fz="xs" aria-label={ANSWER_HEADERS_LABEL} withTableBorder>
            <Table.Tbody>
              {result.headers.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" ff="monospace">
                    {name}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {result.body === '' ? (
        <Text size="sm" c="dimmed">
          {EMPTY_BODY_TEXT}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Code block aria-label={ANSWER_BODY_LABEL} tabIndex={0} role="region">
            {result.body}
          </Code>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
