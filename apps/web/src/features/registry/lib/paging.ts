// Totals and page counts for the search footer (docs/product.md#validation).
import { SEARCH_TOTAL_CAP } from '@repo/contracts/registry';

// One locale for every count, so '10,000+' reads the same on every machine.
const countFormat = new Intl.NumberFormat('en-NZ');

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** '1,234', or '10,000+' when the search stopped counting at the cap. */
export function formatTotal(total: number, totalCapped: boolean): string {
  return totalCapped ? `${formatCount(SEARCH_TOTAL_CAP)}+` : formatCount(total);
}

/** max(1, ceil(total / pageSize)); a capped total pages only up to the cap. */
export function totalPages(total: number, pageSize: number, totalCapped = false): number {
  const countable = totalCapped ? Math.min(total, SEARCH_TOTAL_CAP) : total;
  return Math.max(1, Math.ceil(countable / pageSize));
}
