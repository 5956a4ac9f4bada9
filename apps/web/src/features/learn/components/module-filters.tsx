import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ALL_DIFFICULTIES, ALL_TOPICS, SEARCH_MODULES_PLACEHOLDER } from '../lib/learn-text';
import { DIFFICULTIES, type Difficulty } from '../lib/module-schema';
import { difficultyLabel, type ModuleFilters } from '../lib/modules';

const ALL = 'all';

interface ModuleFiltersBarProps {
  filters: ModuleFilters;
  topics: readonly string[];
  onChange: (filters: ModuleFilters) => void;
}

/** The hub's search box and its difficulty and topic filters, which all combine. */
export function ModuleFiltersBar({ filters, topics, onChange }: ModuleFiltersBarProps) {
  const difficultyOptions = [
    { value: ALL, label: ALL_DIFFICULTIES },
    ...DIFFICULTIES.map((difficulty) => ({
      value: difficulty,
      label: difficultyLabel(difficulty),
    })),
  ];
  const topicOptions = [
    { value: ALL, label: ALL_TOPICS },
    ...topics.map((topic) => ({ value: topic, label: topic })),
  ];

  return (
    <Group align="flex-end" mb="lg" wrap="wrap">
      <TextInput
        label="Search"
        placeholder={SEARCH_MODULES_PLACEHOLDER}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.query}
        onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
        style={{ flex: '1 1 16rem' }}
      />
      <Select
        label="Difficulty"
        data={difficultyOptions}
        value={filters.difficulty ?? ALL}
        onChange={(value) => onChange({ ...filters, difficulty: toDifficulty(value) })}
        allowDeselect={false}
        w={200}
      />
      <Select
        label="Topic"
        data={topicOptions}
        value={filters.topic ?? ALL}
        onChange={(value) =>
          onChange({ ...filters, topic: value === null || value === ALL ? undefined : value })
        }
        allowDeselect={false}
        searchable
        w={220}
      />
    </Group>
  );
}

function toDifficulty(value: string | null): Difficulty | undefined {
  return DIFFICULTIES.find((difficulty) => difficulty === value);
}
