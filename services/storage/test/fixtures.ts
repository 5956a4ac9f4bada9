// Small real files of each kind, and helpers to upload them the way a browser does.
import { DEMO_USER_ID } from '@repo/contracts/users';
import { SELF } from 'cloudflare:test';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

export const PNG = bytes(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
  1,
  2,
  3,
);
export const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1);
export const PDF = text('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const TXT = text('Queues decouple producers from consumers.\nTe reo: Māori kupu.\n');
export const GIF = bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0);
export const HTML = text('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');

export const BASE = 'https://storage.test/api/storage';

export function uploadForm(
  content: Uint8Array,
  name: string,
  options: { type?: string; userId?: string | undefined } = {},
): FormData {
  const form = new FormData();
  form.append(
    'file',
    new File([content], name, { type: options.type ?? 'application/octet-stream' }),
  );
  const userId = 'userId' in options ? options.userId : DEMO_USER_ID;
  if (userId !== undefined) form.append('userId', userId);
  return form;
}

export function upload(
  content: Uint8Array,
  name: string,
  options?: Parameters<typeof uploadForm>[2],
) {
  return SELF.fetch(`${BASE}/upload`, { method: 'POST', body: uploadForm(content, name, options) });
}

/** A multipart part: a file (its bytes, name and declared type) or a text field. */
export type MultipartPart =
  | { field: string; file: { bytes: Uint8Array; name: string; type: string } }
  | { field: string; text: string };

export const MULTIPART_BOUNDARY = '----storage-test-boundary';

/**
 * A multipart body written the way a browser writes one. Browsers escape only the double
 * quote, CR and LF in a file name (HTML's multipart/form-data encoding) and send the rest,
 * a trailing backslash included, as it is; workerd's FormData refuses to send some of those.
 */
export function browserMultipart(parts: readonly MultipartPart[]): Uint8Array {
  const escape = (name: string) =>
    name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const chunks = parts.flatMap((part) => {
    const [headers, content] =
      'file' in part
        ? [
            `Content-Disposition: form-data; name="${part.field}"; filename="${escape(part.file.name)}"\r\nContent-Type: ${part.file.type}`,
            part.file.bytes,
          ]
        : [`Content-Disposition: form-data; name="${part.field}"`, text(part.text)];
    return [text(`--${MULTIPART_BOUNDARY}\r\n${headers}\r\n\r\n`), content, text('\r\n')];
  });
  chunks.push(text(`--${MULTIPART_BOUNDARY}--\r\n`));
  return new Uint8Array(chunks.flatMap((chunk) => [...chunk]));
}
