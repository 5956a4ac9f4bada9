// The client-side half of the upload rules (docs/product.md#validation); the server checks the
// same rules again.
import {
  fileTooLargeMessage,
  isAllowedMimeType,
  MAX_UPLOAD_BYTES,
  unsupportedTypeMessage,
} from '@repo/contracts/files';
import { EMPTY_FILE_MESSAGE } from './constants';

/** Why this file may not be uploaded, or null when it may. */
export function validateUpload(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAllowedMimeType(file.type)) return unsupportedTypeMessage(file.type);
  if (file.size > MAX_UPLOAD_BYTES) return fileTooLargeMessage(file.size);
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  return null;
}
