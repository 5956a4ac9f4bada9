// Distinct visitors by HyperLogLog. A request contributes only a register number and a
// rank (about 16 bits, shared by countless visitors), never an address or a browser, and
// the daily salt means the same visitor leaves unrelated marks on different days.

/** Registers per HyperLogLog (p = 10): a standard error of 1.04 / √1024 ≈ 3.3%. */
export const VISITOR_REGISTERS = 1024;

const REGISTER_BITS = 10;
/** The highest rank: ranks are read from the first 64 hash bits, 54 after the register index. */
export const VISITOR_MAX_RANK = 64 - REGISTER_BITS;
const ALPHA = 0.7213 / (1 + 1.079 / VISITOR_REGISTERS);
// Below this raw estimate HyperLogLog is biased and linear counting is the better answer.
const LINEAR_COUNTING_LIMIT = 2.5 * VISITOR_REGISTERS;

// One character per 6-bit value. Ranks stay at or below 54, so a dense encoding takes one
// character per register, and a sparse one (for a handful of visitors) three per mark.
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// Indexed by character code; -1 for characters that are not digits.
const DIGIT_VALUES = new Int8Array(128).fill(-1);
for (let value = 0; value < DIGITS.length; value += 1) {
  DIGIT_VALUES[DIGITS.charCodeAt(value)] = value;
}
const SPARSE_PREFIX = '~';
const SPARSE_MARK_LENGTH = 3;

export interface VisitorMark {
  register: number;
  rank: number;
}

/**
 * The HyperLogLog mark of one visitor, from a SHA-256 of `${salt}|${address}|${userAgent}`:
 * the register is the first 10 bits, the rank the 1-based position of the first 1 bit in
 * the next 54 bits (54 if there is none).
 */
export async function visitorMark(
  address: string,
  userAgent: string,
  salt: string,
): Promise<VisitorMark> {
  const input = new TextEncoder().encode(`${salt}|${address}|${userAgent}`);
  const hash = new DataView(await crypto.subtle.digest('SHA-256', input));
  const high = hash.getUint32(0);
  const low = hash.getUint32(4);
  const register = high >>> (32 - REGISTER_BITS);
  // The 22 bits of `high` after the register, moved to the top so clz32 counts them.
  const highRest = (high << REGISTER_BITS) >>> 0;
  let rank = VISITOR_MAX_RANK;
  if (highRest !== 0) rank = Math.clz32(highRest) + 1;
  else if (low !== 0) rank = 32 - REGISTER_BITS + Math.clz32(low) + 1;
  return { register, rank };
}

/** A HyperLogLog that has seen no one. */
export function emptyRegisters(): Uint8Array {
  return new Uint8Array(VISITOR_REGISTERS);
}

function assertRegisters(registers: Uint8Array): void {
  if (registers.length !== VISITOR_REGISTERS) {
    throw new RangeError(`Expected ${VISITOR_REGISTERS} registers, got ${registers.length}`);
  }
}

/**
 * Counts one mark, keeping the highest rank per register. A rank above 54 (which the
 * message schema allows but the hash cannot produce) counts as 54.
 */
export function addMark(registers: Uint8Array, mark: VisitorMark): void {
  assertRegisters(registers);
  const { register, rank } = mark;
  if (!Number.isInteger(register) || register < 0 || register >= VISITOR_REGISTERS) {
    throw new RangeError(
      `A register must be an integer in [0, ${VISITOR_REGISTERS}), got ${register}`,
    );
  }
  if (!Number.isInteger(rank) || rank < 1) {
    throw new RangeError(`A rank must be a positive integer, got ${rank}`);
  }
  registers[register] = Math.max(registers[register] ?? 0, Math.min(rank, VISITOR_MAX_RANK));
}

/** Adds everyone `from` has seen to `into` (the union of both visitor sets). */
export function mergeRegisters(into: Uint8Array, from: Uint8Array): void {
  assertRegisters(into);
  assertRegisters(from);
  from.forEach((rank, register) => {
    if (rank > (into[register] ?? 0)) into[register] = rank;
  });
}

/** The estimated number of distinct visitors, rounded to an integer. */
export function estimateVisitors(registers: Uint8Array): number {
  assertRegisters(registers);
  let harmonicSum = 0;
  let emptyCount = 0;
  for (const rank of registers) {
    harmonicSum += 2 ** -rank;
    if (rank === 0) emptyCount += 1;
  }
  const raw = (ALPHA * VISITOR_REGISTERS * VISITOR_REGISTERS) / harmonicSum;
  if (raw <= LINEAR_COUNTING_LIMIT && emptyCount > 0) {
    return Math.round(VISITOR_REGISTERS * Math.log(VISITOR_REGISTERS / emptyCount));
  }
  return Math.round(raw);
}

/**
 * Compact, URL-safe text for the registers: `''` when empty, `~` and three characters per
 * non-empty register when that is shorter, else one character per register.
 */
export function encodeRegisters(registers: Uint8Array): string {
  assertRegisters(registers);
  const sparse: string[] = [];
  registers.forEach((rank, register) => {
    if (rank === 0) return;
    sparse.push(digit(register >> 6), digit(register & 63), rankDigit(rank));
  });
  if (sparse.length === 0) return '';
  if (SPARSE_PREFIX.length + sparse.length < VISITOR_REGISTERS) {
    return SPARSE_PREFIX + sparse.join('');
  }
  return Array.from(registers, rankDigit).join('');
}

/** Reads `encodeRegisters` output back; `''` is empty registers. Throws on anything else. */
export function decodeRegisters(encoded: string): Uint8Array {
  const registers = emptyRegisters();
  if (encoded.startsWith(SPARSE_PREFIX)) {
    const marks = encoded.slice(SPARSE_PREFIX.length);
    if (marks.length % SPARSE_MARK_LENGTH !== 0) {
      throw new Error(
        `Invalid visitor registers: sparse length ${marks.length} is not a multiple of 3`,
      );
    }
    for (let at = 0; at < marks.length; at += SPARSE_MARK_LENGTH) {
      const register = (digitValue(marks, at) << 6) | digitValue(marks, at + 1);
      const rank = digitValue(marks, at + 2);
      if (register >= VISITOR_REGISTERS || rank === 0) {
        throw new Error(
          `Invalid visitor registers: mark ${at / SPARSE_MARK_LENGTH} is out of range`,
        );
      }
      addMark(registers, { register, rank });
    }
    return registers;
  }
  if (encoded === '') return registers;
  if (encoded.length !== VISITOR_REGISTERS) {
    throw new Error(
      `Invalid visitor registers: expected ${VISITOR_REGISTERS} characters, got ${encoded.length}`,
    );
  }
  for (let register = 0; register < VISITOR_REGISTERS; register += 1) {
    registers[register] = Math.min(digitValue(encoded, register), VISITOR_MAX_RANK);
  }
  return registers;
}

function digit(value: number): string {
  return DIGITS.charAt(value);
}

// Registers filled by this module never exceed 54; the cap guards hand-made arrays.
function rankDigit(rank: number): string {
  return digit(Math.min(rank, VISITOR_MAX_RANK));
}

function digitValue(encoded: string, at: number): number {
  const value = DIGIT_VALUES[encoded.charCodeAt(at)] ?? -1;
  if (value === -1) {
    throw new Error(`Invalid visitor registers: unexpected character at ${at}`);
  }
  return value;
}
