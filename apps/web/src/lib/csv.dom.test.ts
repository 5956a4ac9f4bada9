import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDownloads } from '@/test/download-stub';
import { CSV_MIME_TYPE, downloadCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and one line per row, joined with \\n', () => {
    expect(
      toCsv([
        { nzbn: '9429041234567', name: 'Acme' },
        { nzbn: '9429047654321', name: 'Kiwi' },
      ]),
    ).toBe('nzbn,name\n9429041234567,Acme\n9429047654321,Kiwi');
  });

  it('builds the header from the union of keys in first-seen order', () => {
    expect(toCsv([{ a: 1 }, { b: 2, a: 3 }, { c: 4 }])).toBe('a,b,c\n1,,\n3,2,\n,,4');
  });

  it('leaves null and undefined cells empty', () => {
    expect(toCsv([{ a: null, b: undefined, c: 0 }])).toBe('a,b,c\n,,0');
  });

  it('quotes a value with a comma', () => {
    expect(toCsv([{ name: 'Smith, Jones & Co' }])).toBe('name\n"Smith, Jones & Co"');
  });

  it('quotes a value with a double quote and doubles the quote', () => {
    expect(toCsv([{ name: 'The "Best" Ltd' }])).toBe('name\n"The ""Best"" Ltd"');
  });

  it('quotes values with a line feed or a carriage return', () => {
    expect(toCsv([{ a: 'one\ntwo', b: 'three\rfour', c: 'five\r\nsix' }])).toBe(
      'a,b,c\n"one\ntwo","three\rfour","five\r\nsix"',
    );
  });

  it('leaves other punctuation and spaces unquoted', () => {
    expect(toCsv([{ name: "Hawke's Bay; Ltd. (NZ)  " }])).toBe("name\nHawke's Bay; Ltd. (NZ)  ");
  });

  it('quotes header keys by the same rules', () => {
    expect(toCsv([{ 'a,b': 1, 'say "hi"': 2 }])).toBe('"a,b","say ""hi"""\n1,2');
  });

  it('writes numbers, booleans, dates and objects as text', () => {
    expect(
      toCsv([
        {
          count: 1.5,
          ok: false,
          at: new Date('2026-07-01T10:00:00.000Z'),
          tags: ['x', 'y'],
        },
      ]),
    ).toBe('count,ok,at,tags\n1.5,false,2026-07-01T10:00:00.000Z,"[""x"",""y""]"');
  });

  it('gives an empty string for no rows or rows without keys', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([{}, {}])).toBe('');
  });

  it('keeps an empty string cell empty', () => {
    expect(toCsv([{ a: '', b: 'x' }])).toBe('a,b\n,x');
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clicks a temporary download link to a CSV blob named as asked', async () => {
    const { downloads, revokeObjectURL } = stubDownloads();

    downloadCsv('nzbn-shortlist.csv', [{ nzbn: '9429041234567', name: 'Acme, Ltd' }]);

    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe('nzbn-shortlist.csv');
    expect(downloads[0]?.blob.type).toBe(CSV_MIME_TYPE);
    expect(await downloads[0]?.blob.text()).toBe('nzbn,name\n9429041234567,"Acme, Ltd"');
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/0'));
  });
});
