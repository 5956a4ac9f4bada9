import { Alert, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BARE_LIST } from '@/components/ui/bare-list';
import { ErrorAlert } from '@/components/ui/error-alert';
import { learnerId } from '@/lib/lab-session';
import { DEMO_USER_ID } from '@repo/contracts/users';
import { useFiles } from '../api/get-files';
import { useFileDeletion } from '../hooks/use-file-deletion';
import {
  DELETE_ERROR_TITLE,
  DELETE_SUCCESS_MESSAGE,
  EMPTY_FILES_TEXT,
  FILE_LIST_FIRST_PAGE,
  FILE_LIST_PAGE_SIZE,
  FILES_HEADING,
  CLASS_FILES_SCOPE_TEXT,
  FILES_LIST_LABEL,
  FILES_SCOPE_TEXT,
  LOADING_FILES_TEXT,
  REFRESH_LABEL,
} from '../lib/constants';
import { DeleteFileModal } from './delete-file-modal';
import { FileRow } from './file-row';

const SKELETON_ROWS = 3;
const HEADING_ID = 'uploaded-files-heading';
const SCOPE_ID = 'uploaded-files-scope';
// Mantine's pagination buttons carry only an icon or a number, so they are named here.
const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** The 'Uploaded Files' section: one page of files, each downloadable and deletable. */
export function UploadedFiles() {
  const [page, setPage] = useState(FILE_LIST_FIRST_PAGE);
  const { data, isPending, error, refetch } = useFiles({ page, pageSize: FILE_LIST_PAGE_SIZE });
  const deletion = useFileDeletion({
    // Deleting the last row of a later page would leave an empty page on screen.
    onDeleted: () => {
      if (data?.files.length === 1 && page > FILE_LIST_FIRST_PAGE) setPage(page - 1);
    },
  });

  // docs/product.md#errors: a failed list load is only logged; the rows already shown stay.
  useEffect(() => {
    if (error) console.warn('Could not load the uploaded files:', error.message);
  }, [error]);

  const pages = data ? Math.max(1, Math.ceil(data.total / FILE_LIST_PAGE_SIZE)) : 1;

  return (
    <Stack component="section" aria-labelledby={HEADING_ID} aria-describedby={SCOPE_ID} gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id={HEADING_ID}>
          {FILES_HEADING}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void refetch()}
        >
          {REFRESH_LABEL}
        </Button>
      </Group>
      <Text id={SCOPE_ID} size="sm" c="dimmed" mt={-8}>
        {learnerId() === DEMO_USER_ID ? FILES_SCOPE_TEXT : CLASS_FILES_SCOPE_TEXT}
      </Text>

      {deletion.deleted ? (
        <Alert color="green" role="status" icon={<IconCircleCheck aria-hidden />}>
          {DELETE_SUCCESS_MESSAGE}
        </Alert>
      ) : null}
      {deletion.error !== null ? (
        <ErrorAlert title={DELETE_ERROR_TITLE}>{deletion.error}</ErrorAlert>
      ) : null}

      {isPending ? (
        <Stack gap="xs" role="status" aria-label={LOADING_FILES_TEXT}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} height={58} radius="md" />
          ))}
        </Stack>
      ) : !data || data.total === 0 ? (
        <Text c="dimmed">{EMPTY_FILES_TEXT}</Text>
      ) : (
        <Stack {...BARE_LIST} aria-label={FILES_LIST_LABEL} gap="xs">
          {data.files.map((file) => (
            <FileRow key={file.id} file={file} onDelete={deletion.ask} />
          ))}
        </Stack>
      )}

      {data && data.total > FILE_LIST_PAGE_SIZE ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
        />
      ) : null}

      <DeleteFileModal
        opened={deletion.target !== null}
        deleting={deletion.deleting}
        onCancel={deletion.dismiss}
        onConfirm={() => void deletion.confirm()}
      />
    </Stack>
  );
}
