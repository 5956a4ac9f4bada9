import { describe, expect, it } from 'vitest';
import {
  addMark,
  decodeRegisters,
  emptyRegisters,
  encodeRegisters,
  estimateVisitors,
  mergeRegisters,
  VISITOR_REGISTERS,
  visitorMark,
  type VisitorMark,
} from './visitors';

const DAY = '2026-07-01';
const DAYS = Array.from({ length: 10 }, (_, day) => `2026-07-${String(day + 1).padStart(2, '0')}`);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const HASH_BATCH = 2_000;

function syntheticAddress(visitor: number): string {
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

async function marksOf(from: number, to: number, salt = DAY): Promise<VisitorMark[]> {
  const marks: VisitorMark[] = [];
  for (let start = from; start < to; start += HASH_BATCH) {
    const end = Math.min(start + HASH_BATCH, to);
    const batch = Array.from({ length: end - start }, (_, offset) =>
      visitorMark(syntheticAddress(start + offset), BROWSER, salt),
    );
    marks.push(...(await Promise.all(batch)));
  }
  return marks;
}

function registersOf(marks: readonly VisitorMark[]): Uint8Array {
  const registers = emptyRegisters();
  for (const mark of marks) addMark(registers, mark);
  return registers;
}

describe('visitorMark', () => {
  it('gives the same visitor the same mark within a day, in range', async () => {
    const first = await visitorMark('203.0.113.7', BROWSER, DAY);
    const again = await visitorMark('203.0.113.7', BROWSER, DAY);
    expect(again).toEqual(first);
    expect(first.register).toBeGreaterThanOrEqual(0);
    expect(first.register).toBeLessThan(VISITOR_REGISTERS);
    expect(first.rank).toBeGreaterThanOrEqual(1);
    expect(first.rank).toBeLessThanOrEqual(54);
  });

  it('gives visitors unrelated marks on another day', async () => {
    const today = await marksOf(0, 200, '2026-07-01');
    const tomorrow = await marksOf(0, 200, '2026-07-02');
    const sameRegister = today.filter((mark, i) => mark.register === tomorrow[i]?.register);
    // Chance alone puts about 200 / 1024 of them in the same register again.
    expect(sameRegister.length).toBeLessThan(10);
  });

  it('draws ranks geometrically, as HyperLogLog needs', async () => {
    const marks = await marksOf(0, 10_000);
    const rankOne = marks.filter((mark) => mark.rank === 1).length / marks.length;
    const rankTwo = marks.filter((mark) => mark.rank === 2).length / marks.length;
    expect(rankOne).toBeCloseTo(0.5, 1);
    expect(rankTwo).toBeCloseTo(0.25, 1);
  });
});

describe('estimateVisitors', () => {
  it('estimates 0 for no one', () => {
    expect(estimateVisitors(emptyRegisters())).toBe(0);
  });

  it('counts one visitor seen many times as 1', async () => {
    const mark = await visitorMark('198.51.100.4', BROWSER, DAY);
    const registers = emptyRegisters();
    for (let request = 0; request < 500; request += 1) addMark(registers, mark);
    expect(estimateVisitors(registers)).toBe(1);
  });

  // One HyperLogLog of 1024 registers has a standard error of 3.3%, so a single set of
  // visitors lands outside 5% about one time in eight. Averaging independent days (each
  // salt reshuffles every mark) tests the estimator's accuracy rather than one draw.
  it.each([
    [100, 10],
    [1_000, 10],
    [10_000, 10],
    // Hashing 100,000 visitors takes seconds; two days keep the suite quick.
    [100_000, 2],
  ])(
    'estimates %i distinct visitors within 5 percent on average over %i days',
    async (visitors, days) => {
      const errors: number[] = [];
      for (const day of DAYS.slice(0, days)) {
        const estimate = estimateVisitors(registersOf(await marksOf(0, visitors, day)));
        errors.push(estimate / visitors - 1);
      }
      const meanError = errors.reduce((sum, error) => sum + error, 0) / errors.length;
      expect(Math.abs(meanError)).toBeLessThanOrEqual(0.05);
      // More than four standard errors on any day would mean a broken estimator.
      for (const error of errors) expect(Math.abs(error)).toBeLessThanOrEqual(0.14);
    },
    60_000,
  );
});

describe('mergeRegisters', () => {
  it('merges two sets of visitors into exactly the registers of their union', async () => {
    const morning = await marksOf(0, 6_000);
    const evening = await marksOf(4_000, 12_000);
    const merged = registersOf(morning);
    mergeRegisters(merged, registersOf(evening));

    expect(merged).toEqual(registersOf([...morning, ...evening]));
    expect(estimateVisitors(merged)).toBe(estimateVisitors(registersOf(await marksOf(0, 12_000))));
  });

  it('refuses registers of another size', () => {
    expect(() => mergeRegisters(emptyRegisters(), new Uint8Array(16))).toThrow(RangeError);
  });
});

describe('addMark', () => {
  it('keeps the highest rank of a register and caps it at 54', () => {
    const registers = emptyRegisters();
    addMark(registers, { register: 7, rank: 3 });
    addMark(registers, { register: 7, rank: 2 });
    expect(registers[7]).toBe(3);
    addMark(registers, { register: 7, rank: 64 });
    expect(registers[7]).toBe(54);
  });

  it('refuses a register or rank out of range', () => {
    expect(() => addMark(emptyRegisters(), { register: 1024, rank: 1 })).toThrow(RangeError);
    expect(() => addMark(emptyRegisters(), { register: 0, rank: 0 })).toThrow(RangeError);
  });
});

describe('encodeRegisters and decodeRegisters', () => {
  it('encodes no visitors as "" and reads "" back as empty registers', () => {
    expect(encodeRegisters(emptyRegisters())).toBe('');
    expect(decodeRegisters('')).toEqual(emptyRegisters());
  });

  it.each([1, 50, 300, 5_000])('round-trips the registers of %i visitors', async (visitors) => {
    const registers = registersOf(await marksOf(0, visitors));
    expect(decodeRegisters(encodeRegisters(registers))).toEqual(registers);
  });

  it('uses a few characters for a few visitors and at most one per register', async () => {
    expect(encodeRegisters(registersOf(await marksOf(0, 3))).length).toBeLessThanOrEqual(10);
    const busy = encodeRegisters(registersOf(await marksOf(0, 5_000)));
    expect(busy).toHaveLength(VISITOR_REGISTERS);
    expect(busy).toMatch(/^[\w-]+$/);
  });

  it.each([
    ['a dense text of the wrong length', 'A'.repeat(VISITOR_REGISTERS - 1)],
    ['a character outside the alphabet', `${'A'.repeat(VISITOR_REGISTERS - 1)}*`],
    ['a sparse text cut short', '~AB'.slice(0, 3)],
    ['a sparse mark of rank 0', '~ABA'],
    ['a sparse register past 1023', '~__B'],
  ])('refuses %s', (_case, encoded) => {
    expect(() => decodeRegisters(encoded)).toThrow(/^Invalid visitor registers/);
  });
});
