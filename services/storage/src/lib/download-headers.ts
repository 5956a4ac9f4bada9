import type { StoredFile } from '@repo/contracts/files';

/**
 * Headers that make a user's file safe to serve from our origin: never sniffed into
 * another type, never rendered as a page that could run script (sandboxed, no sources
 * allowed), always a download under its own name, encoded per RFC 6266 / 8187.
 */
export function downloadHeaders(file: StoredFile): Headers {
  return new Headers({
    'Content-Type': file.mimeType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-cache',
    ETag: `"${file.checksum}"`,
  });
}

export function contentDisposition(name: string): string {
  const asciiFallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
