import {
  ENTITY_STATUSES,
  ENTITY_TYPES,
  type EntityStatus,
  type EntityType,
} from '@repo/contracts/registry';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  ANY_STATUS_LABEL,
  ANY_TYPE_LABEL,
  SEARCH_INPUT_LABEL,
  STATUS_FILTER_LABEL,
  TYPE_FILTER_LABEL,
} from '../lib/constants';

// Mantine's Select treats '' as "nothing selected", so "any" needs a value of its own.
const ANY = 'any';

function options(anyLabel: string, values: readonly string[]) {
  return [{ value: ANY, label: anyLabel }, ...values.map((value) => ({ value, label: value }))];
}

const STATUS_OPTIONS = options(ANY_STATUS_LABEL, ENTITY_STATUSES);
const TYPE_OPTIONS = options(ANY_TYPE_LABEL, ENTITY_TYPES);

function isStatus(value: string | null): value is EntityStatus {
  return ENTITY_STATUSES.some((status) => status === value);
}

function isType(value: string | null): value is EntityType {
  return ENTITY_TYPES.some((type) => type === value);
}

interface SearchFiltersProps {
  query: string;
  status: EntityStatus | null;
  type: EntityType | null;
  onQueryChange: (query: string) => void;
  onStatusChange: (status: EntityStatus | null) => void;
  onTypeChange: (type: EntityType | null) => void;
}

export function SearchFilters(props: SearchFiltersProps) {
  const { query, status, type, onQueryChange, onStatusChange, onTypeChange } = props;
  return (
    <>
      <TextInput
        type="search"
        label={SEARCH_INPUT_LABEL}
        placeholder={SEARCH_INPUT_LABEL}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          aria-label={STATUS_FILTER_LABEL}
          data={STATUS_OPTIONS}
          value={status ?? ANY}
          onChange={(value) => onStatusChange(isStatus(value) ? value : null)}
          allowDeselect={false}
        />
        <Select
          aria-label={TYPE_FILTER_LABEL}
          data={TYPE_OPTIONS}
          value={type ?? ANY}
          onChange={(value) => onTypeChange(isType(value) ? value : null)}
          allowDeselect={false}
        />
      </SimpleGrid>
    </>
  );
}
