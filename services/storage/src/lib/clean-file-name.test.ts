import { describe, expect, it } from 'vitest';
import { cleanFileName } from './clean-file-name';

describe('cleaning a file name', () => {
  it.each([
    ['report.txt', 'report.txt'],
    ['../../etc/passwd', 'passwd.txt'],
    ['..\\..\\boot.ini', 'boot.txt'],
    ['line\r\nbreak\u0000.txt', 'line break.txt'],
    ['evil\u202Efdp.exe', 'evilfdp.txt'],
    ['zero\u200Bwidth.txt', 'zerowidth.txt'],
    ['   .hidden   ', 'hidden.txt'],
    ['trailing dots...', 'trailing dots.txt'],
    ['', 'unnamed.txt'],
    ['/', 'unnamed.txt'],
    ['Ma\u0304ori.txt', 'Māori.txt'],
    ['<script>alert(1)</script>.txt', 'script.txt'],
    ['a <b> c.txt', 'a b c.txt'],
    ['<>', 'unnamed.txt'],
  ])('turns %j into %j', (raw, cleaned) => {
    expect(cleanFileName(raw, 'text/plain')).toBe(cleaned);
  });

  it('keeps at most 200 characters, extension included', () => {
    const name = cleanFileName(`${'ā'.repeat(300)}.pdf`, 'application/pdf');
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('treats a suffix too long to be an extension as part of the name', () => {
    const name = cleanFileName(`x.${'y'.repeat(300)}`, 'text/plain');
    expect(name).toHaveLength(200);
    expect(name).toBe(`x.${'y'.repeat(194)}.txt`);
  });
});

describe('naming a file for its type', () => {
  it.each([
    ['poly.html', 'image/png', 'poly.png'],
    ['page.html', 'text/plain', 'page.txt'],
    ['drawing.svg', 'text/plain', 'drawing.txt'],
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['PHOTO.JPEG', 'image/jpeg', 'PHOTO.JPEG'],
    ['photo.png', 'image/jpeg', 'photo.jpg'],
    ['scan', 'application/pdf', 'scan.pdf'],
    ['report.pdf.exe', 'application/pdf', 'report.pdf'],
    ['notes.txt.html', 'text/plain', 'notes.txt'],
    ['archive.tar.gz', 'text/plain', 'archive.tar.txt'],
    ['notes .html', 'text/plain', 'notes.txt'],
    ['version 1.2', 'text/plain', 'version 1.2.txt'],
    ['Mr. Smith notes', 'text/plain', 'Mr. Smith notes.txt'],
    ['kōrero.māori', 'text/plain', 'kōrero.txt'],
  ] as const)('names %j holding %s as %j', (raw, mimeType, named) => {
    expect(cleanFileName(raw, mimeType)).toBe(named);
  });

  it('keeps the new extension when a long name is shortened', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.html`, 'image/png');
    expect(name).toBe(`${'a'.repeat(196)}.png`);
  });
});
