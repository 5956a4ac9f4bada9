import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { WORKER_IDS } from '@repo/contracts/services';
import { traceStatusSchema } from '@repo/contracts/traces';
import type { FilterChange } from '../hooks/use-trace-filters';
import {
  ANY_LABEL,
  FILTERS_LABEL,
  MIN_DURATION_FILTER_LABEL,
  OPERATION_FILTER_LABEL,
  OPERATION_FILTER_PLACEHOLDER,
  OPERATION_MAX_LENGTH,
  SCOPE_FILTER_LABEL,
  SCOPE_OPTIONS,
  SERVICE_FILTER_LABEL,
  STATUS_FILTER_LABEL,
} from '../lib/constants';
import type { TraceFilters } from '../lib/trace-filters';

// A native select's '' is its "nothing chosen", which reads as Any.
const withAny = (values: readonly string[]) => [
  { value: '', label: ANY_LABEL },
  ...values.map((value) => ({ value, label: value })),
];
const SERVICE_OPTIONS = withAny(WORKER_IDS);
const STATUS_OPTIONS = withAny(traceStatusSchema.options);

interface TraceFilterFieldsProps {
  filters: TraceFilters;
  onChange: (change: FilterChange) => void;
}

/**
 * Whose traces, then service, operation, status and minimum duration; each narrows the list as
 * it changes.
 */
export function TraceFilterFields({ filters, onChange }: TraceFilterFieldsProps) {
  return (
    <form role="search" aria-label={FILTERS_LABEL} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label={SCOPE_FILTER_LABEL}
          data={[...SCOPE_OPTIONS]}
          value={filters.scope ?? ''}
          onChange={(event) => onChange({ scope: event.currentTarget.value })}
        />
        <NativeSelect
          label={SERVICE_FILTER_LABEL}
          data={SERVICE_OPTIONS}
          value={filters.service ?? ''}
          onChange={(event) => onChange({ service: event.currentTarget.value })}
        />
        <TextInput
          label={OPERATION_FILTER_LABEL}
          placeholder={OPERATION_FILTER_PLACEHOLDER}
          value={filters.operation ?? ''}
          maxLength={OPERATION_MAX_LENGTH}
          onChange={(event) => onChange({ operation: event.currentTarget.value })}
        />
        <NativeSelect
          label={STATUS_FILTER_LABEL}
          data={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: event.currentTarget.value })}
        />
        <NumberInput
          label={MIN_DURATION_FILTER_LABEL}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={filters.minDurationMs ?? ''}
          onChange={(value) => onChange({ minDurationMs: value })}
        />
      </SimpleGrid>
    </form>
  );
}
