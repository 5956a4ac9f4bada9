import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type';

const text = (value: string) => new TextEncoder().encode(value);

/** Little-endian bytes of `value`, `size` bytes long. */
const le = (value: number, size: 2 | 4) =>
  Array.from({ length: size }, (_, i) => (value >>> (8 * i)) & 0xff);

/** A 1×1 BMP: file header, BITMAPINFOHEADER, one pixel. */
const BMP = new Uint8Array([
  ...text('BM'),
  ...le(58, 4),
  ...le(0, 4),
  ...le(54, 4),
  ...le(40, 4),
  ...le(1, 4),
  ...le(1, 4),
  ...le(1, 2),
  ...le(24, 2),
  ...new Array<number>(24).fill(0),
  0xff,
  0xff,
  0xff,
  0,
]);

/** The start of a Windows program: a DOS header whose e_lfanew points to "PE\0\0". */
function windowsProgram(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([...text('MZ'), ...le(0x90, 2), ...le(3, 2), 0, 0, ...le(4, 2)]);
  bytes.set(le(0x80, 4), 0x3c);
  bytes.set([...text('PE'), 0, 0], 0x80);
  return bytes;
}

/** A DOS program: "MZ" and a header with its page fields in range, no PE header. */
const DOS_PROGRAM = new Uint8Array([
  ...text('MZ'),
  ...le(100, 2),
  ...le(1, 2),
  ...le(0, 2),
  ...le(2, 2),
  ...new Array<number>(30).fill(0),
]);

describe('sniffing a file type from its bytes', () => {
  it.each([
    ['PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg'],
    ['PDF', text('%PDF-1.7\n'), 'application/pdf'],
    ['GIF', text('GIF89a'), 'image/gif'],
    ['WebP', text('RIFF\u0001\u0000\u0000\u0000WEBPVP8L'), 'image/webp'],
    ['a BMP', BMP, 'image/bmp'],
    ['a Windows program', windowsProgram(), 'application/x-msdownload'],
    ['a DOS program', DOS_PROGRAM, 'application/x-msdownload'],
    ['HTML', text('<!DOCTYPE html><p>hi'), 'text/html'],
    ['SVG', text('  <svg xmlns="http://www.w3.org/2000/svg">'), 'image/svg+xml'],
    ['text', text('Queues decouple producers.'), 'text/plain'],
  ])('recognises %s', (_, bytes, type) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it.each([
    'MZ is my initials, and this note is long enough to hold a whole DOS header and then some more.',
    'MZ',
    'MZ\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n',
    'BMW notes: the 3 series, the 5 series and the X5 are all in the garage today.',
    'BM',
    'RIFF notes: WEBP is a format; this is about it, not one.',
  ])('reads ordinary text starting with a signature as text: %j', (value) => {
    expect(sniffFileType(text(value))).toBe('text/plain');
  });

  it('refuses to call "BM" with a header of an unknown size a BMP', () => {
    const broken = BMP.slice();
    broken.set(le(41, 4), 14);
    expect(sniffFileType(broken)).toBeUndefined();
  });

  it('refuses to call "MZ" with a pointer to no PE header and no DOS page fields a program', () => {
    const broken = windowsProgram();
    broken.set(le(0xffff, 2), 2);
    broken.set(le(0x90, 4), 0x3c);
    expect(sniffFileType(broken)).toBeUndefined();
  });

  it('leaves bytes it cannot read as text unknown', () => {
    expect(sniffFileType(new Uint8Array([0, 1, 2, 3, 250, 251]))).toBeUndefined();
  });
});
