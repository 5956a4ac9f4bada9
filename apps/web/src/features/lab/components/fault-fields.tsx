import { NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import {
  FAULT_TARGETS,
  FAULT_VALUE_RULES,
  faultTargetSchema,
  faultTypeSchema,
  MAX_FAULT_SECONDS,
  type FaultType,
} from '@repo/contracts/lab-faults';
import {
  DURATION_LABEL,
  FAULT_TYPE_LABEL,
  FAULT_VALUE_FIELDS,
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

/** The number a fault takes (milliseconds, a share, seconds, a count), within the API's bounds. */
function ValueInput({ type, value, onChange }: ValueInputProps) {
  const rule = FAULT_VALUE_RULES[type];
  const field = FAULT_VALUE_FIELDS[type];
  if (!rule || !field) return null;
  return (
    <NumberInput
      label={field.label}
      min={rule.min}
      max={rule.max}
      step={field.step ?? 1}
      allowDecimal={field.step !== undefined}
      allowNegative={false}
      value={value}
      onChange={onChange}
    />
  );
}
