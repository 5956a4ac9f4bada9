import { Button, Group, Modal, Text } from '@mantine/core';
import {
  CANCEL_LABEL,
  DELETE_CONFIRM_QUESTION,
  DELETE_DIALOG_TITLE,
  DELETE_LABEL,
} from '../lib/constants';

interface DeleteFileModalProps {
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** docs/product.md#validation: every delete is confirmed first. */
export function DeleteFileModal({ opened, deleting, onCancel, onConfirm }: DeleteFileModalProps) {
  // The dialog cannot be dismissed mid-request; it closes itself once the outcome is known.
  const close = () => {
    if (!deleting) onCancel();
  };

  return (
    <Modal opened={opened} onClose={close} title={DELETE_DIALOG_TITLE} withCloseButton={false}>
      <Text>{DELETE_CONFIRM_QUESTION}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={deleting}>
          {CANCEL_LABEL}
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          {DELETE_LABEL}
        </Button>
      </Group>
    </Modal>
  );
}
