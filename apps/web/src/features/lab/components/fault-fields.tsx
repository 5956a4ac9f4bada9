import { NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import {
  FAULT_TARGETS,
  faultTargetSchema,
  faultTypeSchema,
  MAX_FAULT_LATENCY_MS,
  MAX_FAULT_SECONDS,
  type FaultType,
} from '@repo/contracts/lab-faults';
import {
  DURATION_LABEL,
  ERROR_RATE_LABEL,
  ERROR_RATE_STEP,
  FAULT_TYPE_LABEL,
  LATENCY_LABEL,
  TARGET_LABEL,
} from '../lib/constants';
import { faultTypesFor, withTarget, withType, type FaultForm } from '../lib/fault-form';

const TARGET_OPTIONS = [...FAULT_TARGETS];

interface FaultFieldsProps {
  form: FaultForm;
  onChange: (form: FaultForm) => void;
}

/** Target, fault, its value when it takes one, and how long it lasts. */
export function FaultFields({ form, onChange }: FaultFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <NativeSelect
        label={TARGET_LABEL}
        data={TARGET_OPTIONS}
        value={form.target}
        onChange={(event) => {
          const target = faultTargetSchema.safeParse(event.currentTarget.value);
          if (target.success) onChange(withTarget(form, target.data));
        }}
      />
      <NativeSelect
        label={FAULT_TYPE_LABEL}
        data={[...faultTypesFor(form.target)]}
        value={form.type}
        onChange={(event) => {
          const type = faultTypeSchema.safeParse(event.currentTarget.value);
          if (type.success) onChange(withType(form, type.data));
        }}
      />
      <ValueInput
        type={form.type}
        value={form.value}
        onChange={(value) => onChange({ ...form, value })}
      />
      <NumberInput
        label={DURATION_LABEL}
        min={1}
        max={MAX_FAULT_SECONDS}
        allowDecimal={false}
        allowNegative={false}
        value={form.durationSeconds}
        onChange={(durationSeconds) => onChange({ ...form, durationSeconds })}
      />
    </SimpleGrid>
  );
}

interface ValueInputProps {
  type: FaultType;
  value: number | string;
  onChange: (value: number | string) => void;
}

/** The milliseconds a latency fault adds or the share of requests an errors fault fails. */
function ValueInput({ type, value, onChange }: ValueInputProps) {
  if (type === 'latency') {
    return (
      <NumberInput
        label={LATENCY_LABEL}
        min={1}
        max={MAX_FAULT_LATENCY_MS}
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (type === 'errors') {
    return (
      <NumberInput
        label={ERROR_RATE_LABEL}
        min={0}
        max={1}
        step={ERROR_RATE_STEP}
        allowNegative={false}
        value={value}
        onChange={onChange}
      />
    );
  }
  return null;
}
