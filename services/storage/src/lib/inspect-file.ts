import { HTTPException } from 'hono/http-exception';
import {
  MAX_UPLOAD_BYTES,
  fileTooLargeMessage,
  isAllowedMimeType,
  unsupportedTypeMessage,
  type AllowedMimeType,
} from '@repo/contracts/files';
import { decodeText, sniffFileType } from './sniff-file-type';

const SNIFF_BYTES = 4096;

export interface InspectedFile {
  mimeType: AllowedMimeType;
  /** SHA-256 of the content, lower-case hex. */
  checksum: string;
}

/**
 * Checks an uploaded file (not empty, within the limit, an allowed type by its content)
 * and computes its checksum in one streaming pass. A text file must be readable text all
 * the way through, not only in its first bytes.
 */
export async function inspectFile(file: File): Promise<InspectedFile> {
  if (file.size === 0) throw new HTTPException(400, { message: 'The file is empty' });
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new HTTPException(413, { message: fileTooLargeMessage(file.size) });
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const mimeType = sniffFileType(head);
  if (mimeType === undefined || !isAllowedMimeType(mimeType)) {
    throw new HTTPException(415, { message: unsupportedTypeMessage(mimeType) });
  }

  const digest = new crypto.DigestStream('SHA-256');
  const writer = digest.getWriter();
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (mimeType === 'text/plain' && decodeText(value, decoder) === undefined) {
      await reader.cancel();
      await writer.close();
      throw new HTTPException(415, { message: unsupportedTypeMessage(undefined) });
    }
    await writer.write(value);
  }
  if (mimeType === 'text/plain' && !endsCleanly(decoder)) {
    await writer.close();
    throw new HTTPException(415, { message: unsupportedTypeMessage(undefined) });
  }
  await writer.close();
  return { mimeType, checksum: toHex(await digest.digest) };
}

// A text file must not stop in the middle of a UTF-8 sequence.
function endsCleanly(decoder: TextDecoder): boolean {
  try {
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
