import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_PARTS } from '@/config/routes';
import { useLastRequestTrace } from '../hooks/use-last-request-trace';
import { UploadArea } from './upload-area';
import { UploadedFiles } from './uploaded-files';

export interface FileUploadWidgetProps {
  /**
   * A link to the trace of the latest upload or delete, given its answer's traceparent header;
   * app/routes passes it in because features never import each other.
   */
  traceLink?: ((traceparent: string) => ReactNode) | undefined;
}

/** The file upload and management widget: upload above, the uploaded files below. */
export function FileUploadWidget({ traceLink }: FileUploadWidgetProps) {
  const traceparent = useLastRequestTrace();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xl">
        <Stack gap="sm" id={PAGE_PARTS.upload}>
          <UploadArea />
          {traceparent !== null && traceLink ? traceLink(traceparent) : null}
        </Stack>
        <UploadedFiles />
      </Stack>
    </Paper>
  );
}
