import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconCircleCheck, IconCloudUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useUpload } from '../hooks/use-upload';
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
  const openRef = useRef<() => void>(null);
  const areaRef = useRef<HTMLDivElement>(null);

  const resetInput = () => {
    // Dropzone owns its <input>; clearing it lets the same file be chosen again
    // (docs/product.md#states).
    const input = areaRef.current?.querySelector('input[type="file"]');
    if (input instanceof HTMLInputElement) input.value = '';
  };

  const handleFiles = (files: File[]) => {
    // Only the first of several dropped or chosen files is used (docs/product.md#validation).
    const [file] = files;
    if (!file) return;
    void upload(file).finally(resetInput);
  };

  return (
    <Stack gap="sm" ref={areaRef}>
      {/* No `accept` or `multiple={false}` here: either would make Dropzone reject files
          silently, and the user must see the refusal's message or get the first file used. */}
      <Dropzone
        data-testid="upload-dropzone"
        onDrop={handleFiles}
        openRef={openRef}
        disabled={busy}
        // The 'Choose File' button is the keyboard way in; a second tab stop would repeat it.
        activateOnKeyboard={false}
        inputProps={{
          accept: FILE_INPUT_ACCEPT,
          'aria-label': FILE_INPUT_LABEL,
          multiple: false,
          // Out of the accessibility tree: it is unfocusable, and Chromium would expose it as a
          // second 'Choose file...' button beside the real one.
          'aria-hidden': true,
        }}
        py="xl"
      >
        <Stack align="center" gap="xs">
          <IconCloudUpload size={40} stroke={1.5} aria-hidden />
          <Dropzone.Idle>
            <Text ta="center">{DROPZONE_IDLE_TEXT}</Text>
          </Dropzone.Idle>
          <Dropzone.Accept>
            <Text ta="center" fw={500}>
              {DROPZONE_ACTIVE_TEXT}
            </Text>
          </Dropzone.Accept>
          <Text size="sm" c="dimmed" ta="center">
            {UPLOAD_HINT}
          </Text>
        </Stack>
      </Dropzone>

      <Group>
        <Button onClick={() => openRef.current?.()} disabled={busy}>
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
        <Alert
          color="red"
          title={UPLOAD_ERROR_TITLE}
          icon={<IconAlertTriangle aria-hidden />}
          withCloseButton
          closeButtonLabel={DISMISS_ERROR_LABEL}
          onClose={dismissError}
        >
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
