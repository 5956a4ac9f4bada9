// The list calls of a paged read: what each returned, the table that shows them, and what the
// status line says about the last one.
export const TOTAL = 23;

export interface ListCall {
  n: number;
  limit: number;
  sentCursor: string | null;
  from: number;
  count: number;
  truncated: boolean;
  cursor: string | null;
}

/** A column of the calls table: its heading, where it starts (a fraction of the width), its cell. */
export type Column = [string, number, (call: ListCall) => string];

/** Narrow frames drop the 'cursor sent' column (it is the row above's). */
export function callColumns(narrow: boolean): Column[] {
  return narrow
    ? [
        ['#', 0, (c) => String(c.n)],
        ['limit', 0.08, (c) => String(c.limit)],
        ['got', 0.25, (c) => String(c.count)],
        ['truncated', 0.45, (c) => String(c.truncated)],
        ['cursor', 0.72, (c) => c.cursor ?? '-'],
      ]
    : [
        ['#', 0, (c) => String(c.n)],
        ['limit', 0.06, (c) => String(c.limit)],
        ['cursor sent', 0.17, (c) => c.sentCursor ?? '-'],
        ['returned', 0.4, (c) => `${c.count} objects`],
        ['truncated', 0.58, (c) => String(c.truncated)],
        ['next cursor', 0.78, (c) => c.cursor ?? 'none'],
      ];
}

export function makeCursor(index: number): string {
  return `Xq${((index * 7919) % 4093).toString(36)}${index.toString(36)}`;
}

/** The status after a call; `keys` names the objects it returned. */
export function describeCall(call: ListCall, calls: number, keys: string): string {
  const { limit, sentCursor, count, truncated, cursor } = call;
  const sent = sentCursor ? `, cursor '${sentCursor}'` : ', no cursor';
  const short = count < limit && truncated ? ', fewer than limit' : '';
  const after = truncated
    ? `; truncated: true, so the next call sends cursor '${cursor ?? ''}'.`
    : `; truncated: false, no cursor: all ${TOTAL} objects read in ${calls} calls.`;
  return `Call ${calls} (limit ${limit}${sent}): ${count} object${count === 1 ? '' : 's'}, ${keys}${short}${after}`;
}
