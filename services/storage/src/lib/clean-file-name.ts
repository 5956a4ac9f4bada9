import { MAX_FILE_NAME_LENGTH, type AllowedMimeType } from '@repo/contracts/files';

const FALLBACK_STEM = 'unnamed';
const MAX_EXTENSION_LENGTH = 16;

/** The extensions a stored file of each type may end in; the first is given when none fits. */
export const TYPE_EXTENSIONS: Record<AllowedMimeType, readonly [string, ...string[]]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
};

// What reads as an extension: letters and digits after the last dot, at least one of them
// a letter, so the "2" of "version 1.2" is part of the name.
const EXTENSION = /\.([\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*)$/u;

/**
 * A file name safe to store and show, ending in an extension of the type its content was
 * found to be (docs/storage.md#names-and-types): no folder parts, no control or invisible
 * formatting characters (such as right-to-left overrides), no `<` or `>`, no leading or
 * trailing dots and spaces, single spaces, Unicode NFC, and at most MAX_FILE_NAME_LENGTH
 * characters with the extension kept.
 */
export function cleanFileName(raw: string, mimeType: AllowedMimeType): string {
  const { stem, extension } = withTypeExtension(sanitize(raw), TYPE_EXTENSIONS[mimeType]);
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1;
  const chars = [...stem];
  const short = chars.length > room ? trimEnds(chars.slice(0, room).join('')) : stem;
  return `${short || FALLBACK_STEM}.${extension}`;
}

function sanitize(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  return trimEnds(
    base
      .replace(/\s+/gu, ' ')
      .replace(/[\p{Cc}\p{Cf}<>]/gu, '')
      .replace(/ {2,}/g, ' '),
  );
}

const trimEnds = (name: string) => name.replace(/^[\s.]+|[\s.]+$/gu, '');

function extensionOf(name: string): { stem: string; extension: string } | undefined {
  const match = EXTENSION.exec(name);
  const extension = match?.[1];
  if (match === null || extension === undefined) return undefined;
  if ([...extension].length > MAX_EXTENSION_LENGTH) return undefined;
  return { stem: name.slice(0, match.index), extension };
}

const fits = (extension: string, allowed: readonly string[]) =>
  allowed.includes(extension.toLowerCase());

/**
 * Keeps an extension that fits the type (in its own case: `.JPEG` stays). Otherwise a wrong
 * extension is dropped, and the name ends in the one before it when that fits
 * (`report.pdf.exe` → `report.pdf`), else in the type's first extension (`poly.html` →
 * `poly.png`, `notes` → `notes.txt`).
 */
function withTypeExtension(
  name: string,
  allowed: readonly [string, ...string[]],
): { stem: string; extension: string } {
  const last = extensionOf(name);
  if (last && fits(last.extension, allowed)) return last;
  const stem = trimEnds(last ? last.stem : name);
  const before = extensionOf(stem);
  if (before && fits(before.extension, allowed)) return before;
  return { stem, extension: allowed[0] };
}
