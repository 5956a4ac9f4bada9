import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { projectorPagePath, type ClassMember } from '@repo/contracts/classes';
import { ScrollTable } from '@/components/ui/scroll-table';
import {
  FILTER_LABEL,
  NO_MATCHES_TEXT,
  NO_MEMBERS_TEXT,
  PROJECTOR_LABEL,
  projectorName,
  SHOW_LABEL,
  SORT_LABEL,
} from '../lib/class-text';
import {
  pick,
  shownMembers,
  SHOWS,
  sortedMembers,
  SORTS,
  type ShowKey,
  type SortKey,
} from '../lib/member-figures';
import { DrillsCell, HandCell, ProgressCell, StuckCell, WhereCell } from './member-facts';
import { ResetLabButton } from './reset-lab-button';

// Who needs the instructor first: on a tablet the table scrolls, and these stay in view.
const COLUMNS = ['Name', 'Hand', 'Stuck', 'Where', 'Progress', 'Labs passed', 'Drills', 'Lab'];
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** One row per member, live: sorted and filtered as the instructor chooses. */
export function RosterTable({ code, members }: { code: string; members: readonly ClassMember[] }) {
  const [sort, setSort] = useState<SortKey>('attention');
  const [show, setShow] = useState<ShowKey>('all');
  const [filter, setFilter] = useState('');
  const rows = sortedMembers(shownMembers(members, show, filter), sort);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          label={FILTER_LABEL}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={220}
        />
        <Select
          label={SHOW_LABEL}
          data={options(SHOWS)}
          value={show}
          onChange={(value) => setShow(pick(SHOWS, value, 'all'))}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={SORT_LABEL}
          data={options(SORTS)}
          value={sort}
          onChange={(value) => setSort(pick(SORTS, value, 'attention'))}
          allowDeselect={false}
          w={200}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {members.length === 0
          ? NO_MEMBERS_TEXT
          : rows.length === 0
            ? NO_MATCHES_TEXT
            : `${rows.length} of ${members.length} members`}
      </Text>
      {rows.length > 0 ? (
        <ScrollTable minWidth={780} label="Class members" columns={COLUMNS}>
          {rows.map((member) => (
            <Table.Tr key={member.learnerId} data-member={member.displayName}>
              <Table.Th scope="row" fw={600}>
                {member.displayName}
              </Table.Th>
              <Table.Td>
                <HandCell member={member} />
              </Table.Td>
              <Table.Td>
                <StuckCell member={member} />
              </Table.Td>
              <Table.Td>
                <WhereCell member={member} />
              </Table.Td>
              <Table.Td>
                <ProgressCell member={member} />
              </Table.Td>
              <Table.Td>{member.labsPassed.length}</Table.Td>
              <Table.Td>
                <DrillsCell member={member} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <Button
                    component={Link}
                    to={projectorPagePath(code, member.learnerId)}
                    size="compact-sm"
                    variant="light"
                    aria-label={projectorName(member.displayName)}
                  >
                    {PROJECTOR_LABEL}
                  </Button>
                  <ResetLabButton code={code} member={member} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      ) : null}
    </Stack>
  );
}
