const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/** "3d 4h", "2h 5m", "4m 10s", "42s": the two largest units are enough to read an uptime. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const hours = Math.floor((seconds % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;

  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BYTES_PER_KB = 1024;

/**
 * docs/product.md#constants: sizes in Bytes, KB, MB or GB, base 1024, two decimals ('1.50 KB');
 * whole bytes as is.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let value = bytes;
  let unit = 0;
  // A loop rather than Math.log: log(1024 ** 2) / log(1024) is not exactly 2 in floating point.
  while (value >= BYTES_PER_KB && unit < BYTE_UNITS.length - 1) {
    value /= BYTES_PER_KB;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} Bytes`;
  return `${value.toFixed(2)} ${BYTE_UNITS[unit]}`;
}
