// Decides a file's type from its first bytes, never from the name or the declared type,
// so a renamed HTML page is not a PNG. Only the four allowed types count as accepted; the
// others are recognised so a refusal can name what the file really is.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const uint16 = (bytes: Uint8Array, offset: number) =>
  (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);

const uint32 = (bytes: Uint8Array, offset: number) =>
  (uint16(bytes, offset) | (uint16(bytes, offset + 2) << 16)) >>> 0;

const has =
  (signature: readonly number[], offset = 0) =>
  (bytes: Uint8Array) =>
    startsWith(bytes, signature, offset);

// The sizes a BMP's second header (BITMAPCOREHEADER to BITMAPV5HEADER) may declare.
const BMP_INFO_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);
const BMP_FILE_HEADER_BYTES = 14;

/**
 * "BM", then a file header whose info header has one of the known sizes and whose pixels
 * start after both headers. Text cannot hold those sizes (they need zero bytes), so "BMW
 * notes" stays text.
 */
function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < BMP_FILE_HEADER_BYTES + 12) return false;
  const infoSize = uint32(bytes, BMP_FILE_HEADER_BYTES);
  const pixelsAt = uint32(bytes, 10);
  return BMP_INFO_HEADER_SIZES.has(infoSize) && pixelsAt >= BMP_FILE_HEADER_BYTES + infoSize;
}

// The formatted part of a DOS header, and where a Windows program's header says its PE
// header starts (e_lfanew).
const DOS_HEADER_BYTES = 28;
const PE_POINTER_AT = 0x3c;
const DOS_PAGE_BYTES = 512;

/**
 * "MZ", then either a pointer to a "PE\0\0" header (a Windows program) or the page fields
 * of a DOS program in range: fewer than 512 bytes in the last page, at least one page and a
 * header of at least two paragraphs. Text cannot hold those numbers, so "MZ is my
 * initials" stays text.
 */
function isExecutable(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('MZ')) || bytes.length < DOS_HEADER_BYTES) return false;
  const peAt = bytes.length >= PE_POINTER_AT + 4 ? uint32(bytes, PE_POINTER_AT) : 0;
  if (peAt >= PE_POINTER_AT + 4 && startsWith(bytes, [0x50, 0x45, 0, 0], peAt)) return true;
  return uint16(bytes, 2) < DOS_PAGE_BYTES && uint16(bytes, 4) > 0 && uint16(bytes, 8) >= 2;
}

/** "RIFF", its size, "WEBP" and a VP8 chunk ("VP8 ", "VP8L" or "VP8X"). */
const isWebp = (bytes: Uint8Array) =>
  startsWith(bytes, ascii('RIFF')) &&
  startsWith(bytes, ascii('WEBPVP8'), 8) &&
  [' ', 'L', 'X'].some((kind) => startsWith(bytes, ascii(kind), 15));

const BINARY_TYPES: ReadonlyArray<{ type: string; matches: (bytes: Uint8Array) => boolean }> = [
  { type: 'image/png', matches: has([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: has([0xff, 0xd8, 0xff]) },
  { type: 'application/pdf', matches: has(ascii('%PDF-')) },
  { type: 'image/gif', matches: has(ascii('GIF87a')) },
  { type: 'image/gif', matches: has(ascii('GIF89a')) },
  { type: 'image/webp', matches: isWebp },
  { type: 'image/bmp', matches: isBmp },
  { type: 'application/zip', matches: has([0x50, 0x4b, 0x03, 0x04]) },
  { type: 'application/gzip', matches: has([0x1f, 0x8b]) },
  { type: 'application/x-executable', matches: has([0x7f, 0x45, 0x4c, 0x46]) },
  { type: 'application/x-msdownload', matches: isExecutable },
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
  const binary = BINARY_TYPES.find(({ matches }) => matches(head));
  if (binary) return binary.type;
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
