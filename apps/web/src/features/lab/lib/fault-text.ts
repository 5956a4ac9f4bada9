// How the banner names an active fault and the time it has left.
import type { Fault } from '@repo/contracts/lab-faults';

/** 'errors on users (100 % of requests)', 'latency on storage (+500 ms)', 'pause on telemetry consumer'. */
export function describeFault({ type, target, value }: Fault): string {
  switch (type) {
    case 'latency':
      return value === null ? `latency on ${target}` : `latency on ${target} (+${value} ms)`;
    case 'errors':
      // toFixed then Number: 0.125 reads '12.5 %', 1 reads '100 %', never '12.500000000000002 %'.
      return value === null
        ? `errors on ${target}`
        : `errors on ${target} (${Number((value * 100).toFixed(1))} % of requests)`;
    case 'duplicate':
      return value === null
        ? `duplicate on ${target}`
        : `duplicate on ${target} (${Number((value * 100).toFixed(1))} % delivered twice)`;
    case 'delay':
      return value === null ? `delay on ${target}` : `delay on ${target} (${value} s per message)`;
    case 'slow':
      return value === null
        ? `slow ${target} consumer`
        : `slow ${target} consumer (${value} ms per message)`;
    case 'poison':
      return value === null ? `poison on ${target}` : `poison on ${target} (${value} left)`;
    case 'send-fail':
      return `send-fail on ${target}`;
    case 'pause':
    case 'fail':
    case 'reorder':
    case 'crash':
      return `${type} on ${target} consumer`;
  }
}

/** Whole seconds until `expiresAt`, rounded up so a fault reads 0:00 only once it has ended. */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** 'm:ss': 299 reads '4:59'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * One line of the banner: 'latency on storage (+500 ms) — 0:42 left' for a fault on this lab
 * session, 'latency on storage (+500 ms), for everyone — 0:42 left' for a global one.
 */
export function faultLine(fault: Fault, seconds: number): string {
  const whom = fault.scope === 'global' ? ', for everyone' : '';
  return `${describeFault(fault)}${whom} — ${formatCountdown(seconds)} left`;
}
