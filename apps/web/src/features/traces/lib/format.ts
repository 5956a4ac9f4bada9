// How the traces pages write durations and times.

const MS_PER_SECOND = 1_000;
/** Below 10 ms a tenth of a millisecond still tells spans apart. */
const FINE_BELOW_MS = 10;

// One locale for every number, so '1,234 ms' reads the same on every machine.
const wholeMs = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });
const fineMs = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });

/** Always in milliseconds: '0.4 ms', '42 ms', '1,234 ms'. */
export function formatMs(ms: number): string {
  return `${(ms < FINE_BELOW_MS ? fineMs : wholeMs).format(ms)} ms`;
}

/** A wait, the way people say it: '850 ms', then seconds from one second on: '1.2 s'. */
export function formatWait(ms: number): string {
  return ms < MS_PER_SECOND ? formatMs(ms) : `${seconds.format(ms / MS_PER_SECOND)} s`;
}

/** From the trace's start: '+0 ms', '+12 ms'. */
export function formatOffset(ms: number): string {
  return `+${formatMs(ms)}`;
}

const timeOfDay = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** When a trace started, as a time of day in the reader's zone; the ISO text if unreadable. */
export function formatStartTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? timeOfDay.format(time) : iso;
}

/** The full date and time, for a tooltip. */
export function formatFullTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time).toLocaleString() : iso;
}
