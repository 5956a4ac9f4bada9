import { Paper, Stack } from '@mantine/core';
import { UploadArea } from './upload-area';
import { UploadedFiles } from './uploaded-files';

/** The file upload and management widget: upload above, the uploaded files below. */
export function FileUploadWidget() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xl">
        <UploadArea />
        <UploadedFiles />
      </Stack>
    </Paper>
  );
}
