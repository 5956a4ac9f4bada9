import { describe, expect, it } from 'vitest';
import { cleanFileName } from './clean-file-name';

describe('cleaning a file name', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['line\r\nbreak\u0000.txt', 'line break.txt'],
    ['evil\u202Efdp.exe', 'evilfdp.exe'],
    ['zero\u200Bwidth.txt', 'zerowidth.txt'],
    ['   .hidden   ', 'hidden'],
    ['trailing dots...', 'trailing dots'],
    ['', 'unnamed'],
    ['/', 'unnamed'],
    ['Ma\u0304ori.txt', 'Māori.txt'],
  ])('turns %j into %j', (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });

  it('keeps at most 200 characters, extension included', () => {
    const name = cleanFileName(`${'ā'.repeat(300)}.pdf`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('drops an extension too long to be one when shortening', () => {
    const name = cleanFileName(`x.${'y'.repeat(300)}`);
    expect(name).toHaveLength(200);
  });
});
