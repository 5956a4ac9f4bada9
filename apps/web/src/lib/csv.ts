// CSV export (docs/product.md#calls): the header is the union of the rows' keys, values are quoted
// only when they must be, and the text is downloaded as a file without a server round trip.

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

const NEEDS_QUOTES = /[",\r\n]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function escapeCell(value: unknown): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text: a header of every key in first-seen order, then one line per row. */
export function toCsv(rows: readonly object[]): string {
  const cells = rows.map((row) => new Map<string, unknown>(Object.entries(row)));
  // A Set keeps insertion order: the header is every key in first-seen order.
  const header = [...new Set(cells.flatMap((row) => [...row.keys()]))];
  if (header.length === 0) return '';
  const lines = cells.map((row) => header.map((key) => escapeCell(row.get(key))).join(','));
  return [header.map(escapeCell).join(','), ...lines].join('\n');
}

/** Saves the rows as `fileName` through a temporary download link. */
export function downloadCsv(fileName: string, rows: readonly object[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has handed the blob to the download, not before.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
