import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { traceIdSchema } from '@repo/contracts/traces';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { RouteText } from '@/components/ui/route-text';
import { ROUTES } from '@/config/routes';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTrace } from '../api/get-trace';
import { isNotFound } from '@/lib/api-error';
import {
  ALL_TRACES_LABEL,
  invalidTraceIdText,
  LOADING_TRACE_TEXT,
  TRACE_ERROR_TITLE,
  TRACE_PAGE_HEADING,
  TRACE_PAGE_TITLE,
  WAITING_FOR_SPANS_TEXT,
  WATERFALL_HINT,
  WATERFALL_TITLE,
} from '../lib/constants';
import { layoutWaterfall, traceOverview } from '../lib/waterfall-layout';
import { SpanDetails } from './span-details';
import { TraceHeader } from './trace-header';
import { QueryFailure } from '@/components/ui/failure-alert';
import { PageSection } from '@/components/ui/page-section';
import { ServiceLegend, Waterfall } from './waterfall';

/** The trace screen: one trace's spans as a waterfall, and the details of the span chosen. */
export function TracePage() {
  usePageTitle(TRACE_PAGE_TITLE);
  const { traceId = '' } = useParams();
  const parsed = traceIdSchema.safeParse(traceId);
  return (
    <>
      <Anchor component={Link} to={ROUTES.traces} size="sm">
        <Group component="span" gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {ALL_TRACES_LABEL}
        </Group>
      </Anchor>
      {parsed.success ? (
        // Keyed, so another trace starts with no span chosen.
        <TraceView key={parsed.data} traceId={parsed.data} />
      ) : (
        <>
          <PageHeader title={TRACE_PAGE_HEADING} />
          <Text style={{ overflowWrap: 'anywhere' }}>{invalidTraceIdText(traceId)}</Text>
        </>
      )}
    </>
  );
}

function TraceView({ traceId }: { traceId: string }) {
  const trace = useTrace(traceId);
  const { data, error, failureReason } = trace;
  const [selectedSpanId, setSelectedSpanId] = useState<string | null>(null);
  const layout = useMemo(() => (data ? layoutWaterfall(data.spans) : undefined), [data]);
  const detailsRef = useRef<HTMLElement>(null);

  // On a phone the details sit below the whole waterfall: bring them into view when a span is
  // chosen. 'nearest' leaves the page still where they already show.
  useEffect(() => {
    if (selectedSpanId !== null) detailsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedSpanId]);

  if (layout === undefined) {
    const waiting = isNotFound(failureReason);
    return (
      <>
        <PageHeader title={TRACE_PAGE_HEADING} />
        {error ? (
          <QueryFailure title={TRACE_ERROR_TITLE} query={trace} />
        ) : (
          <Text c="dimmed" role="status">
            {waiting ? WAITING_FOR_SPANS_TEXT : LOADING_TRACE_TEXT}
          </Text>
        )}
      </>
    );
  }

  const overview = traceOverview(layout);
  return (
    <>
      {/* A route is one long word: on a phone it breaks after a '/', never mid-word, unless a
          single part is wider than the screen. */}
      <Box style={{ overflowWrap: 'break-word' }}>
        <PageHeader title={<RouteText text={overview.rootName} />} />
      </Box>
      <Stack gap="lg">
        <TraceHeader traceId={traceId} overview={overview} />
        <PageSection
          title={WATERFALL_TITLE}
          aside={<ServiceLegend services={overview.services} />}
          intro={WATERFALL_HINT}
        >
          <Waterfall
            traceId={traceId}
            layout={layout}
            selectedSpanId={selectedSpanId}
            onSelect={setSelectedSpanId}
          />
        </PageSection>
        <SpanDetails
          ref={detailsRef}
          row={layout.rows.find((row) => row.span.spanId === selectedSpanId)}
        />
      </Stack>
    </>
  );
}
