import { Code, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { TRACESTATE_ATTRIBUTE, type SpanAttributeValue } from '@repo/contracts/traces';
import type { ReactNode, Ref } from 'react';
import { PageSection } from '@/components/ui/page-section';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import {
  ATTRIBUTE_COLUMNS,
  ATTRIBUTES_LABEL,
  NO_ATTRIBUTES_TEXT,
  SPAN_DETAILS_EMPTY_TEXT,
  SPAN_DETAILS_TITLE,
  SPAN_FIELDS,
} from '../lib/constants';
import { formatMs, formatOffset } from '../lib/format';
import type { WaterfallRow } from '../lib/waterfall-layout';
import { ServiceBadge } from './service-badge';
import { StatusBadge } from './status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Attributes({ attributes }: { attributes: Record<string, SpanAttributeValue> }) {
  const entries = Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {NO_ATTRIBUTES_TEXT}
      </Text>
    );
  return (
    <HorizontalScroll label={ATTRIBUTES_LABEL}>
      <Table aria-label={ATTRIBUTES_LABEL} striped withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{ATTRIBUTE_COLUMNS.key}</Table.Th>
            <Table.Th>{ATTRIBUTE_COLUMNS.value}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Td ff="monospace" fz="xs">
                {key}
              </Table.Td>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {String(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}

/**
 * The chosen span in full: what it was, where it ran, when, how it ended, the `tracestate` it
 * received (a field of its own, as OpenTelemetry keeps it beside the ids), its attributes.
 */
export function SpanDetails({
  row,
  ref,
}: {
  row: WaterfallRow | undefined;
  ref?: Ref<HTMLElement> | undefined;
}) {
  const { [TRACESTATE_ATTRIBUTE]: traceState, ...attributes } = row?.span.attributes ?? {};
  return (
    <PageSection ref={ref} title={SPAN_DETAILS_TITLE}>
      {row === undefined ? (
        <Text size="sm" c="dimmed">
          {SPAN_DETAILS_EMPTY_TEXT}
        </Text>
      ) : (
        <>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
            <Field label={SPAN_FIELDS.name}>{row.span.name}</Field>
            <Field label={SPAN_FIELDS.kind}>{row.span.kind}</Field>
            <Field label={SPAN_FIELDS.service}>
              <ServiceBadge service={row.span.service} />
            </Field>
            <Field label={SPAN_FIELDS.status}>
              <StatusBadge status={row.span.status} />
            </Field>
            <Field label={SPAN_FIELDS.startOffset}>{formatOffset(row.offsetMs)}</Field>
            <Field label={SPAN_FIELDS.duration}>{formatMs(row.span.durationMs)}</Field>
            <Field label={SPAN_FIELDS.spanId}>
              <Code>{row.span.spanId}</Code>
            </Field>
            {typeof traceState === 'string' ? (
              <Field label={SPAN_FIELDS.traceState}>
                <Code>{traceState}</Code>
              </Field>
            ) : null}
          </SimpleGrid>
          <Title order={3} size="h5">
            {ATTRIBUTES_LABEL}
          </Title>
          <Attributes attributes={attributes} />
        </>
      )}
    </PageSection>
  );
}
