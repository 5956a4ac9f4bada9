import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  below,
  figure,
  formatTable,
  median,
  mergeResults,
  ratio,
  saveResults,
} from './results.mjs';

describe('figure', () => {
  it('holds a figure to its target and says so', () => {
    expect(figure('Run Code, p50', 12.5, 'ms', below(100))).toEqual({
      name: 'Run Code, p50',
      value: 12.5,
      unit: 'ms',
      target: '< 100 ms',
      pass: true,
    });
    expect(figure('Lighthouse performance, /metrics, dark', 94, '', atLeast(95))).toMatchObject({
      target: '≥ 95',
      pass: false,
    });
    expect(figure('Failed requests', 0, 'requests', atMost(0)).pass).toBe(true);
    expect(figure('Speed-up', 332, '×', atLeast(100)).target).toBe('≥ 100×');
  });

  it('reports a figure without a target as neither pass nor miss', () => {
    expect(figure('Cold start', 5.9, 's')).toMatchObject({ target: null, pass: null });
  });

  it('refuses a value that is not a number, so a broken measurement cannot pass', () => {
    expect(() => figure('Broken', Number.NaN, 'ms', below(1))).toThrow(/not a number/);
    expect(() => figure('Missing', undefined, 'ms')).toThrow(/not a number/);
  });

  it('makes every comparison a ratio', () => {
    expect(ratio(4.12, 3.88)).toBe(1.06);
  });
});

describe('median', () => {
  it('takes the middle value, whatever the order the runs came in', () => {
    expect(median([900, 12, 40])).toBe(40);
    expect(median([3, 1, 4, 1, 5])).toBe(3);
  });

  it('takes the upper middle of an even count, and orders rounds by the number asked for', () => {
    expect(median([10, 40, 20, 30])).toBe(30);
    const rounds = [{ rps: 700 }, { rps: 900 }, { rps: 800 }];
    expect(median(rounds, (round) => round.rps)).toEqual({ rps: 800 });
  });

  it('refuses no values rather than report undefined', () => {
    expect(() => median([])).toThrow(/at least one value/);
  });
});

describe('formatTable', () => {
  it('prints one aligned row per figure with pass, MISS or reported', () => {
    const table = formatTable([
      figure('A', 1, 'ms', below(2)),
      figure('Longer name', 1234.5, 'req/s'),
      figure('C', 3, 'ms', below(2)),
    ]);
    expect(table.split('\n')).toEqual([
      'Figure       Value          Target  Result',
      '-----------  -------------  ------  --------',
      'A            1 ms           < 2 ms  pass',
      'Longer name  1,234.5 req/s  —       reported',
      'C            3 ms           < 2 ms  MISS',
    ]);
  });
});

describe('saveResults', () => {
  let dir;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes latest.json with the rows and appends one dated line a run to history.jsonl', async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-results-'));
    const first = [figure('A', 1, 'ms', below(2))];
    const second = [figure('A', 3, 'ms', below(2))];
    await saveResults(first, dir);
    await saveResults(second, dir);

    const latest = JSON.parse(await readFile(join(dir, 'latest.json'), 'utf8'));
    expect(latest).toEqual({ results: second });
    const lines = (await readFile(join(dir, 'history.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const [earlier, later] = lines.map((line) => JSON.parse(line));
    expect(earlier.results).toEqual(first);
    expect(later.results).toEqual(second);
    expect(Date.parse(later.date)).toBeGreaterThanOrEqual(Date.parse(earlier.date));
    expect(later.commit).toMatch(/^[0-9a-f]{7,}$/);
  });
});

describe('mergeResults', () => {
  let dir;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("replaces a piece's rows in latest.json, adds its new ones, and logs the piece alone", async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-results-'));
    const table = [figure('A', 1, 'ms'), figure('Soak p99', 300, 'ms', below(250))];
    await saveResults(table, dir);
    const soak = [figure('Soak p99', 120, 'ms', below(250)), figure('Soak errors', 0, '')];
    await mergeResults(soak, 'bench:soak', dir);

    const latest = JSON.parse(await readFile(join(dir, 'latest.json'), 'utf8'));
    expect(latest.results).toEqual([table[0], soak[0], soak[1]]);
    const lines = (await readFile(join(dir, 'history.jsonl'), 'utf8')).trim().split('\n');
    expect(JSON.parse(lines[1])).toMatchObject({ piece: 'bench:soak', results: soak });
  });
});
