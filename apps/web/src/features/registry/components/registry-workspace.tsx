import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { EntityDetails } from './entity-details';
import { SearchPanel } from './search-panel';
import { ShortlistPanel } from './shortlist-panel';

/** Search and details side by side on wide screens (stacked on phones), then the shortlist. */
export function RegistryWorkspace() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" radius="md" miw={0}>
          <SearchPanel onView={setSelected} />
        </Paper>
        <Paper withBorder p="md" radius="md" miw={0}>
          <EntityDetails nzbn={selected} />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <ShortlistPanel />
      </Paper>
    </Stack>
  );
}
