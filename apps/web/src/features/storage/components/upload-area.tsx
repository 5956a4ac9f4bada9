import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCloudUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useUpload } from '../hooks/use-upload';
import { FileDropArea } from './file-drop-area';
import {
  CHOOSE_FILE_LABEL,
  DISMISS_ERROR_LABEL,
  DROPZONE_ACTIVE_TEXT,
  DROPZONE_IDLE_TEXT,
  FILE_INPUT_ACCEPT,
  FILE_INPUT_LABEL,
  UPLOAD_ERROR_TITLE,
  UPLOAD_HINT,
  UPLOAD_PROGRESS_LABEL,
  UPLOADING_LABEL,
  uploadSuccessMessage,
} from '../lib/constants';

/** The drop area, the 'Choose File' button, the progress bar and the upload's outcome. */
export function UploadArea() {
  const { busy, progress, error, uploadedName, upload, dismissError } = useUpload();
  const inputRef = useRef<HTMLInputElement>(null);

  const resetInput = () => {
    // Clearing the input lets the same file be chosen again (docs/product.md#states).
    if (inputRef.current) inputRef.current.value = '';
  };

  const handleFiles = (files: File[]) => {
    // Only the first of several dropped or chosen files is used (docs/product.md#validation).
    const [file] = files;
    if (!file) return;
    void upload(file).finally(resetInput);
  };

  return (
    <Stack gap="sm">
      <FileDropArea
        onFiles={handleFiles}
        disabled={busy}
        inputRef={inputRef}
        accept={FILE_INPUT_ACCEPT}
        inputLabel={FILE_INPUT_LABEL}
      >
        {(dragging) => (
          <Stack align="center" gap="xs">
            <IconCloudUpload size={40} stroke={1.5} aria-hidden />
            <Text ta="center" fw={dragging ? 500 : undefined}>
              {dragging ? DROPZONE_ACTIVE_TEXT : DROPZONE_IDLE_TEXT}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {UPLOAD_HINT}
            </Text>
          </Stack>
        )}
      </FileDropArea>

      <Group>
        <Button onClick={() => inputRef.current?.click()} disabled={busy}>
          {busy ? UPLOADING_LABEL : CHOOSE_FILE_LABEL}
        </Button>
      </Group>

      {busy || progress > 0 ? (
        <Group gap="sm" wrap="nowrap">
          <Progress value={progress} aria-label={UPLOAD_PROGRESS_LABEL} size="lg" flex={1} />
          <Text size="sm" w="3rem" ta="right">
            {progress}%
          </Text>
        </Group>
      ) : null}

      {uploadedName !== null ? (
        <Alert color="green" role="status" icon={<IconCircleCheck aria-hidden />}>
          {uploadSuccessMessage(uploadedName)}
        </Alert>
      ) : null}

      {error !== null ? (
        <ErrorAlert
          title={UPLOAD_ERROR_TITLE}
          withCloseButton
          closeButtonLabel={DISMISS_ERROR_LABEL}
          onClose={dismissError}
        >
          {error}
        </ErrorAlert>
      ) : null}
    </Stack>
  );
}
