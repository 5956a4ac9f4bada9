import { Anchor, Group } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { Link } from 'react-router';
import { tracePath } from '@/config/routes';
import { REQUEST_TRACE_LINK_TEXT } from '../lib/constants';
import { recordedTraceId } from '../lib/traceparent';

/**
 * 'See what happened': a link to the trace of a request the user just made, named by the
 * traceparent header of its answer. Nothing when the trace was not recorded (flags 00).
 */
export function RequestTraceLink({ traceparent }: { traceparent: string | null }) {
  const traceId = recordedTraceId(traceparent);
  if (traceId === null) return null;
  return (
    <Anchor component={Link} to={tracePath(traceId)} size="sm">
      <Group component="span" gap={4} wrap="nowrap">
        <IconTimeline size={16} aria-hidden />
        {REQUEST_TRACE_LINK_TEXT}
      </Group>
    </Anchor>
  );
}
