import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

// Each test imports a fresh module: what was already warned about is per isolate.
async function freshWarnOnce() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { warnOnce } = await import('./warn-once');
  return { warn, warnOnce };
}

it('logs a kind of failure the first time only', async () => {
  const { warn, warnOnce } = await freshWarnOnce();
  const error = new Error('queue overloaded');
  warnOnce('send', 'Sending telemetry failed.', error);
  warnOnce('send', 'Sending telemetry failed.', error);

  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith('[telemetry] Sending telemetry failed.', error);
});

it('logs each kind of failure once', async () => {
  const { warn, warnOnce } = await freshWarnOnce();
  warnOnce('binding', 'No binding.');
  warnOnce('context', 'No context.');
  warnOnce('binding', 'No binding.');

  expect(warn.mock.calls).toEqual([['[telemetry] No binding.'], ['[telemetry] No context.']]);
});
