import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { PAGE_DESCRIPTION, PAGE_HEADING, PAGE_TITLE } from '../lib/constants';
import { FileUploadWidget, type FileUploadWidgetProps } from './file-upload-widget';
import { StorageUsage } from './storage-usage';

interface StoragePageProps extends FileUploadWidgetProps {
  /** The services status panel; app/routes passes it in because features never import each other. */
  statusPanel?: ReactNode;
}

export function StoragePage({ statusPanel, traceLink }: StoragePageProps) {
  usePageTitle(PAGE_TITLE);
  return (
    <>
      <PageHeader title={PAGE_HEADING} description={PAGE_DESCRIPTION} />
      <Stack gap="lg">
        {statusPanel}
        <div>
          <StorageUsage />
          <FileUploadWidget traceLink={traceLink} />
        </div>
      </Stack>
    </>
  );
}
