// Which pie slices carry a percentage label (docs/product.md#screens, #constants: only those over 5
// % of the total).
import { formatPercent } from './chart-format';
import { PIE_LABEL_MIN_SHARE } from './constants';

/** '42.5%' for a slice over 5 % of the total, null for a smaller one or an empty pie. */
export function sliceLabel(value: number, total: number): string | null {
  if (!(total > 0) || !(value / total > PIE_LABEL_MIN_SHARE)) return null;
  return formatPercent(value, total);
}
