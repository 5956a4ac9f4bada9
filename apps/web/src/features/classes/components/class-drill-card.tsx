// The console's drill for everyone (docs/classes.md#a-drill-for-everyone): start one at a level
// in every member's session, watch who solved it and how fast, the wrong answers most given,
// then reveal it to all.
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClassDrill } from '@repo/contracts/classes';
import { DRILL_LEVELS, type DrillLevel } from '@repo/contracts/lab-drills';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LEVEL_NAMES } from '@/config/drill-levels';
import { errorMessage } from '@/lib/api-error';
import { revealClassDrill, startClassDrill } from '../api/console-calls';
import {
  answerText,
  CLASS_DRILL_TITLE,
  REVEAL_LABEL,
  START_CLASS_DRILL_LABEL,
} from '../lib/class-text';
import { pick, solveBuckets } from '../lib/member-figures';

export function ClassDrillCard({ code, drill }: { code: string; drill: ClassDrill | null }) {
  const [level, setLevel] = useState<DrillLevel>('easy');
  const start = useMutation({ mutationFn: () => startClassDrill(code, level) });
  const reveal = useMutation({ mutationFn: () => revealClassDrill(code) });
  const running = drill !== null && drill.revealedAt === null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="class-drill-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="class-drill-title">
          {CLASS_DRILL_TITLE}
        </Title>
        {drill ? <DrillFigures drill={drill} /> : null}
        {running ? (
          <Group>
            <Button color="orange" loading={reveal.isPending} onClick={() => reveal.mutate()}>
              {REVEAL_LABEL}
            </Button>
          </Group>
        ) : (
          <Group align="flex-end">
            <Select
              label="Level"
              data={DRILL_LEVELS.map((value) => ({ value, label: LEVEL_NAMES[value] }))}
              value={level}
              onChange={(value) => setLevel(pick(LEVEL_NAMES, value, 'easy'))}
              allowDeselect={false}
              w={160}
            />
            <Button loading={start.isPending} onClick={() => start.mutate()}>
              {START_CLASS_DRILL_LABEL}
            </Button>
          </Group>
        )}
        {start.isError ? (
          <ErrorAlert title="The drill did not start">{errorMessage(start.error)}</ErrorAlert>
        ) : null}
        {reveal.isError ? (
          <ErrorAlert title="The drill was not revealed">{errorMessage(reveal.error)}</ErrorAlert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function DrillFigures({ drill }: { drill: ClassDrill }) {
  const buckets = solveBuckets(drill.secondsToSolve);
  const most = Math.max(1, ...buckets.map(({ count }) => count));
  return (
    <Stack gap="sm">
      <Text>
        {LEVEL_NAMES[drill.level]} drill, started {new Date(drill.startedAt).toLocaleTimeString()}:{' '}
        <Text span fw={700} data-class-drill-solved="">
          {drill.solved} of {drill.members} solved
        </Text>
        {drill.revealedAt ? ' (revealed)' : ''}
      </Text>
      <Text size="sm">
        Answer:{' '}
        <Text span fw={600}>
          {answerText(drill.answer)}
        </Text>
        {drill.revealedAt ? '' : ' (only you see it until you reveal it)'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Text size="sm" fw={600} id="solve-times">
            Time to diagnose
          </Text>
          <Table aria-labelledby="solve-times" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {buckets.map(({ label, count }) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={400} w={110}>
                    {label}
                  </Table.Th>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <div
                        aria-hidden
                        style={{
                          width: `${(count / most) * 120}px`,
                          height: 10,
                          background: 'var(--mantine-color-blue-filled)',
                          borderRadius: 2,
                        }}
                      />
                      <Text size="sm">{count}</Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <div>
          <Text size="sm" fw={600} id="wrong-answers">
            Wrong answers, most given first
          </Text>
          {drill.wrongAnswers.length === 0 ? (
            <Text size="sm" c="dimmed">
              None yet
            </Text>
          ) : (
            <Table aria-labelledby="wrong-answers" withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                {drill.wrongAnswers.map((answer) => (
                  <Table.Tr key={`${answer.target} ${answer.type}`}>
                    <Table.Th scope="row" fw={400}>
                      {answerText(answer)}
                    </Table.Th>
                    <Table.Td>{answer.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </div>
      </SimpleGrid>
    </Stack>
  );
}
