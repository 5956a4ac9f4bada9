import { describe, expect, it } from 'vitest';
import { loadFile, searchTermFor } from './load-files';

describe('loadFile', () => {
  it('is a few hundred bytes of plain text named after its place in the run', async () => {
    const file = loadFile(3, 1_700_000_000_000);
    expect(file.name).toBe('load-3-1700000000000.txt');
    expect(file.type).toBe('text/plain');
    expect(file.size).toBeGreaterThanOrEqual(200);
    expect(file.size).toBeLessThan(1000);
    expect(await file.text()).toContain('Load file 3, line 1');
  });
});

describe('searchTermFor', () => {
  it('cycles through the common words', () => {
    expect([0, 1, 9, 10, 11].map(searchTermFor)).toEqual([
      'kiwi',
      'pacific',
      'building',
      'kiwi',
      'pacific',
    ]);
  });
});
