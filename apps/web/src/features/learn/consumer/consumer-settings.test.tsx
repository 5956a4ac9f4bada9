// The consumer's settings as a learner types them: a whole number in range counts, anything else
// says what is allowed and keeps the last valid number, and the fields lock while a run goes on.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import {
  DEFAULT_CONSUMER_SETTINGS,
  MAX_BATCH_SIZE,
  type ConsumerSettings,
} from './consumer-config';
import { ConsumerSettingsFields } from './consumer-settings';
import { BATCH_SIZE_LABEL, CONCURRENCY_LABEL, settingError } from './consumer-text';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [settings, setSettings] = useState<ConsumerSettings>(DEFAULT_CONSUMER_SETTINGS);
  return (
    <>
      <ConsumerSettingsFields settings={settings} onChange={setSettings} disabled={disabled} />
      <output>{JSON.stringify(settings)}</output>
    </>
  );
}

const chosen = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as ConsumerSettings;

describe('ConsumerSettingsFields', () => {
  it('takes a whole number in range, as wrangler.toml names it', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    const concurrency = screen.getByRole('textbox', { name: CONCURRENCY_LABEL });
    await user.clear(concurrency);
    await user.type(concurrency, '6');
    expect(chosen()).toEqual({ maxBatchSize: 5, maxConcurrency: 6 });
  });

  it('says what is allowed and keeps the last valid number', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    const size = screen.getByRole('textbox', { name: BATCH_SIZE_LABEL });
    await user.clear(size);
    await user.type(size, '0');
    expect(screen.getByText(settingError(1, MAX_BATCH_SIZE))).toBeInTheDocument();
    expect(chosen().maxBatchSize).toBe(5);
    await user.tab();
    expect(size).toHaveValue('5');
    expect(screen.queryByText(settingError(1, MAX_BATCH_SIZE))).toBeNull();
    await user.clear(size);
    await user.type(size, '30');
    expect(chosen().maxBatchSize).toBe(30);
  });

  it('locks while a run goes on', () => {
    renderPage(<Harness disabled />);
    expect(screen.getByRole('textbox', { name: BATCH_SIZE_LABEL })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: CONCURRENCY_LABEL })).toBeDisabled();
  });
});
