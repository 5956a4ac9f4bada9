// Decides a file's type from its first bytes, never from the name or the declared type,
// so a renamed HTML page is not a PNG. Only the four allowed types count as accepted; the
// others are recognised so a refusal can name what the file really is.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const BINARY_SIGNATURES: ReadonlyArray<{ type: string; signature: number[]; offset?: number }> = [
  { type: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', signature: ascii('%PDF-') },
  { type: 'image/gif', signature: ascii('GIF87a') },
  { type: 'image/gif', signature: ascii('GIF89a') },
  { type: 'image/webp', signature: ascii('WEBP'), offset: 8 },
  { type: 'image/bmp', signature: ascii('BM') },
  { type: 'application/zip', signature: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/gzip', signature: [0x1f, 0x8b] },
  { type: 'application/x-executable', signature: [0x7f, 0x45, 0x4c, 0x46] },
  { type: 'application/x-msdownload', signature: ascii('MZ') },
];

// Markup that a browser would render or run if it were ever sniffed as a page.
const MARKUP_PREFIXES: ReadonlyArray<{ type: string; prefix: string }> = [
  { type: 'text/html', prefix: '<!doctype html' },
  { type: 'text/html', prefix: '<html' },
  { type: 'text/html', prefix: '<head' },
  { type: 'text/html', prefix: '<body' },
  { type: 'text/html', prefix: '<script' },
  { type: 'text/html', prefix: '<iframe' },
  { type: 'text/html', prefix: '<!--' },
  { type: 'image/svg+xml', prefix: '<svg' },
  { type: 'application/xml', prefix: '<?xml' },
];

/** The type of a file whose first bytes are `head`, `text/plain` for readable text, or undefined. */
export function sniffFileType(head: Uint8Array): string | undefined {
  for (const { type, signature, offset } of BINARY_SIGNATURES) {
    if (startsWith(head, signature, offset)) return type;
  }
  const text = decodeText(head);
  if (text === undefined) return undefined;
  const opening = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 32)
    .toLowerCase();
  const markup = MARKUP_PREFIXES.find(({ prefix }) => opening.startsWith(prefix));
  return markup ? markup.type : 'text/plain';
}

// Control characters other than tab, line feed, form feed, carriage return and escape:
// matching them is the point here.
// eslint-disable-next-line no-control-regex
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/;

/** Decodes UTF-8 text with no binary control characters; undefined when it is not text. */
export function decodeText(
  bytes: Uint8Array,
  decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }),
): string | undefined {
  try {
    const text = decoder.decode(bytes, { stream: true });
    return BINARY_CONTROL.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}
