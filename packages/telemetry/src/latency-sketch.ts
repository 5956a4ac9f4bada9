// A latency distribution that fits in a short string and merges exactly, so per-minute
// rows can be stored small and summed into any range before reading p50/p95/p99.

/** Every quantile the sketch answers is within this relative error of the exact one. */
export const SKETCH_RELATIVE_ACCURACY = 0.01;

const GAMMA = (1 + SKETCH_RELATIVE_ACCURACY) / (1 - SKETCH_RELATIVE_ACCURACY);
const LOG_GAMMA = Math.log(GAMMA);
// Log-scale buckets need a floor; below a hundredth of a millisecond nobody cares about 1%.
const ZERO_THRESHOLD_MS = 0.01;

// `z<zero count>;` when there are zeros, then one entry per bucket in ascending order:
// the index as a difference from the previous one (the first is absolute) and `:<count>`
// unless the count is 1. Checked once as a whole so that the parse below can trust it.
const ENCODING = /^(?:z[1-9]\d*;)?(?:-?\d+(?::[1-9]\d*)?(?:,[1-9]\d*(?::[1-9]\d*)?)*)?$/;
const PREVIEW_LENGTH = 40;

function bucketIndex(valueMs: number): number {
  return Math.ceil(Math.log(valueMs) / LOG_GAMMA);
}

// The midpoint (in relative terms) of (gamma^(i-1), gamma^i], so both ends are within `a`.
function bucketEstimate(index: number): number {
  return (2 * GAMMA ** index) / (GAMMA + 1);
}

function invalidEncoding(encoded: string, reason: string): Error {
  const preview =
    encoded.length > PREVIEW_LENGTH ? `${encoded.slice(0, PREVIEW_LENGTH)}…` : encoded;
  return new Error(`Invalid latency sketch ${JSON.stringify(preview)}: ${reason}`);
}

/**
 * A DDSketch-style latency sketch in milliseconds: log-scale buckets whose quantiles are
 * within {@link SKETCH_RELATIVE_ACCURACY} of the exact ones, mergeable without loss, and
 * encoded as compact text. Values below 0.01 ms are counted as 0.
 */
export class LatencySketch {
  readonly #buckets = new Map<number, number>();
  #sortedIndexes: number[] | null = [];
  #bucketedCount = 0;
  #zeroCount = 0;

  /** Decodes `toJSON()` output; `''` is the empty sketch. Throws on anything else. */
  static fromJSON(encoded: string): LatencySketch {
    if (!ENCODING.test(encoded)) throw invalidEncoding(encoded, 'unexpected format');
    const sketch = new LatencySketch();
    let body = encoded;
    if (body.startsWith('z')) {
      const end = body.indexOf(';');
      sketch.#zeroCount = Number(body.slice(1, end));
      body = body.slice(end + 1);
    }
    if (!Number.isSafeInteger(sketch.#zeroCount)) throw invalidEncoding(encoded, 'count too large');
    if (body === '') return sketch;

    const indexes: number[] = [];
    let index = 0;
    for (const entry of body.split(',')) {
      const colon = entry.indexOf(':');
      const delta = Number(colon === -1 ? entry : entry.slice(0, colon));
      const count = colon === -1 ? 1 : Number(entry.slice(colon + 1));
      index = indexes.length === 0 ? delta : index + delta;
      if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count)) {
        throw invalidEncoding(encoded, 'number too large');
      }
      sketch.#buckets.set(index, count);
      sketch.#bucketedCount += count;
      indexes.push(index);
    }
    // Deltas after the first are positive, so the indexes arrived sorted.
    sketch.#sortedIndexes = indexes;
    return sketch;
  }

  /** Records `valueMs` (finite, ≥ 0) `times` times (a non-negative integer, default 1). */
  add(valueMs: number, times = 1): void {
    if (!Number.isFinite(valueMs) || valueMs < 0) {
      throw new RangeError(`A latency must be a finite number ≥ 0, got ${valueMs}`);
    }
    if (!Number.isSafeInteger(times) || times < 0) {
      throw new RangeError(`times must be a non-negative integer, got ${times}`);
    }
    if (valueMs < ZERO_THRESHOLD_MS) this.#zeroCount += times;
    else if (times > 0) this.#addToBucket(bucketIndex(valueMs), times);
  }

  /** Adds every value of `other` to this sketch, as if they had been added one by one. */
  merge(other: LatencySketch): void {
    this.#zeroCount += other.#zeroCount;
    // Copy first so that `sketch.merge(sketch)` does not read what it is writing.
    for (const [index, count] of [...other.#buckets]) this.#addToBucket(index, count);
  }

  /**
   * The value at rank `floor(q * (count - 1))` of the sorted values (0-based), within
   * the sketch's relative accuracy; `null` when the sketch is empty.
   */
  quantile(q: number): number | null {
    if (!(q >= 0 && q <= 1)) throw new RangeError(`A quantile must be in [0, 1], got ${q}`);
    const total = this.count;
    if (total === 0) return null;
    const rank = Math.floor(q * (total - 1));
    if (rank < this.#zeroCount) return 0;
    const indexes = this.#indexesInOrder();
    let seen = this.#zeroCount;
    for (const index of indexes) {
      seen += this.#buckets.get(index) ?? 0;
      if (seen > rank) return bucketEstimate(index);
    }
    // Not reached: the counts add up to `total`, which is more than `rank`.
    return bucketEstimate(indexes.at(-1) ?? 0);
  }

  /** How many values the sketch holds. */
  get count(): number {
    return this.#zeroCount + this.#bucketedCount;
  }

  /** Compact text such as `z3;120:4,1:9`; `''` when empty. `fromJSON` reads it back. */
  toJSON(): string {
    const zeros = this.#zeroCount > 0 ? `z${this.#zeroCount};` : '';
    const entries: string[] = [];
    let previous: number | null = null;
    for (const index of this.#indexesInOrder()) {
      const delta = previous === null ? index : index - previous;
      const count = this.#buckets.get(index) ?? 0;
      entries.push(count === 1 ? `${delta}` : `${delta}:${count}`);
      previous = index;
    }
    return zeros + entries.join(',');
  }

  #addToBucket(index: number, count: number): void {
    const current = this.#buckets.get(index);
    if (current === undefined) this.#sortedIndexes = null;
    this.#buckets.set(index, (current ?? 0) + count);
    this.#bucketedCount += count;
  }

  #indexesInOrder(): number[] {
    this.#sortedIndexes ??= [...this.#buckets.keys()].sort((a, b) => a - b);
    return this.#sortedIndexes;
  }
}
