import { MAX_FILE_NAME_LENGTH } from '@repo/contracts/files';

const FALLBACK_NAME = 'unnamed';
const MAX_EXTENSION_LENGTH = 16;

/**
 * A file name safe to store and show: no folder parts, no control or invisible formatting
 * characters (such as right-to-left overrides), no leading or trailing dots and spaces,
 * single spaces, Unicode NFC, and at most MAX_FILE_NAME_LENGTH characters with the
 * extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  if (cleaned === '') return FALLBACK_NAME;
  const chars = [...cleaned];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  const keep = [...extension].length <= MAX_EXTENSION_LENGTH ? extension : '';
  const stem = chars
    .slice(0, MAX_FILE_NAME_LENGTH - [...keep].length)
    .join('')
    .trimEnd();
  return `${stem}${keep}`;
}
