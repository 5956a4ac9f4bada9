import { describe, expect, it } from 'vitest';
import { fault } from '../components/lab.test-utils';
import { describeFault, faultLine, formatCountdown, secondsLeft } from './fault-text';

describe('describeFault', () => {
  it.each([
    [fault({ target: 'users', type: 'errors', value: 1 }), 'errors on users (100 % of requests)'],
    [
      fault({ target: 'users', type: 'errors', value: 0.125 }),
      'errors on users (12.5 % of requests)',
    ],
    [fault({ target: 'storage', type: 'latency', value: 500 }), 'latency on storage (+500 ms)'],
    [fault({ target: 'file-events', type: 'pause', value: null }), 'pause on file-events consumer'],
    [fault({ target: 'telemetry', type: 'fail', value: null }), 'fail on telemetry consumer'],
  ])('names what the fault does', (active, text) => {
    expect(describeFault(active)).toBe(text);
  });
});

describe('countdown', () => {
  const expiresAt = '2026-07-01T00:05:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('rounds the time left up, reaching 0 only once the fault has ended', () => {
    expect(secondsLeft(expiresAt, at('2026-07-01T00:00:00.000Z'))).toBe(300);
    expect(secondsLeft(expiresAt, at('2026-07-01T00:00:01.200Z'))).toBe(299);
    expect(secondsLeft(expiresAt, at('2026-07-01T00:04:59.999Z'))).toBe(1);
    expect(secondsLeft(expiresAt, at('2026-07-01T00:05:00.000Z'))).toBe(0);
    expect(secondsLeft(expiresAt, at('2026-07-01T00:06:00.000Z'))).toBe(0);
  });

  it('reads minutes and two-digit seconds', () => {
    expect([299, 60, 42, 9, 0, 900].map(formatCountdown)).toEqual([
      '4:59',
      '1:00',
      '0:42',
      '0:09',
      '0:00',
      '15:00',
    ]);
  });

  it('puts both on one line', () => {
    const line = faultLine(fault({ target: 'storage', type: 'latency', value: 500 }), 42);
    expect(line).toBe('latency on storage (+500 ms) — 0:42 left');
  });

  it('says when a fault acts on everyone rather than on this lab session', () => {
    const global = fault({ target: 'users', type: 'errors', value: 1, scope: 'global' });
    expect(faultLine(global, 5)).toBe(
      'errors on users (100 % of requests), for everyone — 0:05 left',
    );
  });
});
