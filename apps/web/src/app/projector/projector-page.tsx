// The projector (docs/classes.md#the-projector), at /class/{code}/learners/{learnerId}: one
// member's lab on the big screen, as they see it and live. Their row comes over the console's
// WebSocket; their map, faults and traces are read as their session reads them, under their
// view path (lib/view-source.ts). Nothing on it changes their lab. It joins three features
// (classes, lab, traces), so it lives here, in app/.
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import {
  consolePagePath,
  memberViewPath,
  type ClassMember,
  type ClassRoster,
} from '@repo/contracts/classes';
import { QueryFailure } from '@/components/ui/failure-alert';
import { LoadingNote } from '@/components/ui/loading-note';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { ViewSourceContext } from '@/lib/view-source';
import { useFaults } from '@/features/lab/api/get-faults';
import { SystemMap } from '@/features/lab/components/system-map';
import { describeFault } from '@/features/lab/lib/fault-text';
import { useTraces } from '@/features/traces/api/get-traces';
import { TraceTable } from '@/features/traces/components/trace-table';
import { useClassLive } from '@/features/classes/hooks/use-class-live';
import {
  BACK_TO_CONSOLE_LABEL,
  CLASS_ENDED_TEXT,
  drillRunningText,
  NO_FAULTS_TEXT,
  NO_TRACES_TEXT,
  NOT_A_MEMBER_TEXT,
  PROJECTOR_INTRO,
  projectorTitle,
  THEIR_FAULTS_TITLE,
  THEIR_LAB_TITLE,
  THEIR_TRACES_TITLE,
} from '@/features/classes/lib/class-text';
import { ClassGate } from '@/features/classes/components/class-gate';
import { MemberFactsGrid } from '@/features/classes/components/member-facts';

/** The traces the projector lists: as many as the learner's recent list. */
const THEIR_TRACES = { limit: 10 };

export function ProjectorPage() {
  const params = useParams();
  const code = (params.code ?? '').toUpperCase();
  const learnerId = params.learnerId ?? '';
  return (
    <ClassGate code={code}>
      {(first) => <Projector code={code} learnerId={learnerId} first={first} />}
    </ClassGate>
  );
}

function Projector({
  code,
  learnerId,
  first,
}: {
  code: string;
  learnerId: string;
  first: ClassRoster;
}) {
  const { roster, status } = useClassLive(code, first);
  const member = roster?.members.find((one) => one.learnerId === learnerId);
  usePageTitle(member ? projectorTitle(member.displayName) : `Class ${code}`);
  const back = (
    <Anchor component={Link} to={consolePagePath(code)}>
      {BACK_TO_CONSOLE_LABEL}
    </Anchor>
  );
  if (status === 'ended') return <Alert color="gray">{CLASS_ENDED_TEXT}</Alert>;
  if (!member) {
    return (
      <Stack gap="md">
        <Alert color="yellow">{NOT_A_MEMBER_TEXT}</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader title={projectorTitle(member.displayName)} description={PROJECTOR_INTRO} />
      {back}
      <TheirPlace member={member} />
      <ViewSourceContext.Provider value={memberViewPath(code, learnerId)}>
        <TheirFaults />
        <SystemMap readOnly />
        <TheirTraces />
      </ViewSourceContext.Provider>
    </Stack>
  );
}

function TheirPlace({ member }: { member: ClassMember }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="their-place">
      <Stack gap="sm">
        <Title order={2} size="h4" id="their-place">
          {THEIR_LAB_TITLE}
        </Title>
        <MemberFactsGrid member={member} />
      </Stack>
    </Paper>
  );
}

function TheirFaults() {
  const faults = useFaults();
  const { data } = faults;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="their-faults">
      <Stack gap="sm">
        <Title order={2} size="h4" id="their-faults">
          {THEIR_FAULTS_TITLE}
        </Title>
        <QueryFailure title="Their faults could not be read" query={faults} />
        {data === undefined ? (
          faults.isPending ? (
            <LoadingNote text="Reading their faults…" />
          ) : null
        ) : (
          <>
            {data.drill ? <Text size="sm">{drillRunningText(data.drill.level)}</Text> : null}
            {data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {NO_FAULTS_TEXT}
              </Text>
            ) : (
              <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.items.map((fault) => (
                  <Badge component="li" key={fault.id} color="red" variant="light" tt="none">
                    {describeFault(fault)}
                  </Badge>
                ))}
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function TheirTraces() {
  const traces = useTraces(THEIR_TRACES);
  const { data } = traces;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="their-traces">
      <Stack gap="sm">
        <Title order={2} size="h4" id="their-traces">
          {THEIR_TRACES_TITLE}
        </Title>
        <QueryFailure title="Their traces could not be read" query={traces} />
        {data === undefined ? (
          traces.isPending ? (
            <LoadingNote text="Reading their traces…" />
          ) : null
        ) : data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_TRACES_TEXT}
          </Text>
        ) : (
          <TraceTable traces={data.items} linked={false} />
        )}
      </Stack>
    </Paper>
  );
}
