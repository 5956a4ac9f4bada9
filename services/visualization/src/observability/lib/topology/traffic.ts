/** The last minute's traffic over one edge: calls, failed calls and the p95 duration. */
export interface Traffic {
  calls: number;
  errors: number;
  p95Ms: number | null;
  /** Of the traced calls, how many the caller's own lab session made (span traffic only). */
  own?: number;
}

/** The window every figure of the map covers. */
export const WINDOW_SECONDS = 60;
