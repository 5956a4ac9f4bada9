import { Anchor, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { traceOtlpUrl } from '../api/trace-otlp-url';
import {
  DOWNLOAD_OTLP_HINT,
  DOWNLOAD_OTLP_LABEL,
  otlpFileName,
  responseSentLabel,
  SERVICES_LABEL,
  SPAN_COUNT_LABEL,
  TOTAL_DURATION_LABEL,
  TRACE_ID_LABEL,
} from '../lib/constants';
import { formatMs } from '../lib/format';
import type { TraceOverview } from '../lib/waterfall-layout';
import { ServiceBadge } from './service-badge';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

interface TraceHeaderProps {
  traceId: string;
  overview: TraceOverview;
}

/** The trace at a glance, and its spans as a file for other tools. */
export function TraceHeader({ traceId, overview }: TraceHeaderProps) {
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
        <Stat label={TRACE_ID_LABEL}>
          <Code>{traceId}</Code>
        </Stat>
        <Stat label={TOTAL_DURATION_LABEL}>
          {formatMs(overview.totalMs)}{' '}
          {/* The duration runs to the last span, often a consumer's long after the answer. */}
          {overview.responseMs === null ? null : (
            <Text span display="block" size="sm" c="dimmed" fw={400}>
              {responseSentLabel(formatMs(overview.responseMs))}
            </Text>
          )}
        </Stat>
        <Stat label={SPAN_COUNT_LABEL}>{overview.spanCount}</Stat>
        <Stat label={SERVICES_LABEL}>
          <Group component="span" gap={4}>
            {overview.services.map((service) => (
              <ServiceBadge key={service} service={service} />
            ))}
          </Group>
        </Stat>
      </SimpleGrid>
      <Group gap="xs" align="baseline">
        <Anchor
          href={traceOtlpUrl(traceId)}
          download={otlpFileName(traceId)}
          fw={500}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconDownload size={16} aria-hidden />
          {DOWNLOAD_OTLP_LABEL}
        </Anchor>
        <Text size="sm" c="dimmed">
          {DOWNLOAD_OTLP_HINT}
        </Text>
      </Group>
    </Stack>
  );
}
