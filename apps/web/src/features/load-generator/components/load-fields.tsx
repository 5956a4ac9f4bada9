import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import {
  LOAD_MODE_LABEL,
  LOAD_MODE_NAMES,
  LOAD_MODES,
  SEARCH_RATE_BOUNDS,
  SEARCH_RATE_LABEL,
  SEARCH_SECONDS_BOUNDS,
  SEARCH_SECONDS_LABEL,
  UPLOAD_COUNT_BOUNDS,
  UPLOAD_COUNT_LABEL,
  type LoadMode,
} from '../lib/constants';
import type { CheckedLoadForm, LoadForm } from '../lib/load-form';

const MODE_OPTIONS = LOAD_MODES.map((mode) => ({ value: mode, label: LOAD_MODE_NAMES[mode] }));

const isLoadMode = (value: string): value is LoadMode => LOAD_MODES.some((mode) => mode === value);

interface LoadFieldsProps {
  form: LoadForm;
  errors: CheckedLoadForm['errors'];
  disabled: boolean;
  onChange: (form: LoadForm) => void;
}

// Out-of-range numbers stay as typed (no clamping on blur), so the inline error can say why.
const numberProps = { allowDecimal: false, allowNegative: false, clampBehavior: 'none' } as const;

/** The kind of load and how much of it. */
export function LoadFields({ form, errors, disabled, onChange }: LoadFieldsProps) {
  const modeLabelId = useId();
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text id={modeLabelId} size="sm" fw={500}>
          {LOAD_MODE_LABEL}
        </Text>
        <SegmentedControl
          aria-labelledby={modeLabelId}
          data={MODE_OPTIONS}
          value={form.mode}
          disabled={disabled}
          onChange={(mode) => {
            if (isLoadMode(mode)) onChange({ ...form, mode });
          }}
          maw={320}
        />
      </Stack>
      {form.mode === 'uploads' ? (
        <NumberInput
          {...numberProps}
          label={UPLOAD_COUNT_LABEL}
          min={UPLOAD_COUNT_BOUNDS.min}
          max={UPLOAD_COUNT_BOUNDS.max}
          value={form.uploads}
          error={errors.uploads}
          disabled={disabled}
          onChange={(uploads) => onChange({ ...form, uploads })}
          maw={240}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={480}>
          <NumberInput
            {...numberProps}
            label={SEARCH_RATE_LABEL}
            min={SEARCH_RATE_BOUNDS.min}
            max={SEARCH_RATE_BOUNDS.max}
            value={form.perSecond}
            error={errors.perSecond}
            disabled={disabled}
            onChange={(perSecond) => onChange({ ...form, perSecond })}
          />
          <NumberInput
            {...numberProps}
            label={SEARCH_SECONDS_LABEL}
            min={SEARCH_SECONDS_BOUNDS.min}
            max={SEARCH_SECONDS_BOUNDS.max}
            value={form.seconds}
            error={errors.seconds}
            disabled={disabled}
            onChange={(seconds) => onChange({ ...form, seconds })}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
