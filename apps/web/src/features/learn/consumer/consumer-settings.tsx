// The consumer's settings a learner chooses beside the handler (docs/learn.md#consumer-challenges):
// `max_batch_size` and `max_concurrency`, as a Worker's wrangler.toml sets them. A field left
// empty or out of range says what it takes, and leaving it puts back the last valid number it
// held, which is the one the host uses: the host always starts with valid settings.
import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { MAX_BATCH_SIZE, MAX_CONCURRENCY, type ConsumerSettings } from './consumer-config';
import {
  BATCH_SIZE_LABEL,
  CONCURRENCY_LABEL,
  SETTINGS_DESCRIPTION,
  SETTINGS_LEGEND,
  settingError,
  settingRange,
} from './consumer-text';

interface ConsumerSettingsFieldsProps {
  settings: ConsumerSettings;
  onChange: (settings: ConsumerSettings) => void;
  disabled: boolean;
}

const FIELDS = [
  { key: 'maxBatchSize', label: BATCH_SIZE_LABEL, max: MAX_BATCH_SIZE },
  { key: 'maxConcurrency', label: CONCURRENCY_LABEL, max: MAX_CONCURRENCY },
] as const;

export function ConsumerSettingsFields({
  settings,
  onChange,
  disabled,
}: ConsumerSettingsFieldsProps) {
  return (
    <Fieldset
      legend={SETTINGS_LEGEND}
      variant="unstyled"
      disabled={disabled}
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {SETTINGS_DESCRIPTION}
      </Text>
      <SimpleGrid cols={2} spacing="sm" maw={420}>
        {FIELDS.map((field) => (
          <SettingInput
            key={field.key}
            label={field.label}
            max={field.max}
            value={settings[field.key]}
            onChange={(value) => onChange({ ...settings, [field.key]: value })}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

interface SettingInputProps {
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

/** A whole number from 1 to `max`; what is typed shows as typed, and only a valid number counts. */
function SettingInput({ label, max, value, onChange }: SettingInputProps) {
  const [typed, setTyped] = useState<number | string>(value);
  const valid = typeof typed === 'number' && Number.isInteger(typed) && typed >= 1 && typed <= max;
  return (
    <NumberInput
      label={label}
      description={settingRange(1, max)}
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      value={typed}
      error={valid ? undefined : settingError(1, max)}
      onChange={(next) => {
        setTyped(next);
        if (typeof next === 'number' && Number.isInteger(next) && next >= 1 && next <= max)
          onChange(next);
      }}
      onBlur={() => {
        if (!valid) setTyped(value);
      }}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
