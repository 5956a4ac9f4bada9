// The instructor's console (docs/classes.md#the-console), at /class/{code}: behind the admin
// token (a sign-in form, then an HttpOnly cookie), one row per member, live over a WebSocket.
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { joinPagePath, type ClassRoster } from '@repo/contracts/classes';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/api-error';
import { downloadCsv } from '@/lib/csv';
import { endClass, signOut } from '../api/console-calls';
import { useClassLive, type LiveStatus } from '../hooks/use-class-live';
import {
  CLASS_ENDED_TEXT,
  CONNECTING_TEXT,
  CONSOLE_TITLE,
  END_CLASS_CONFIRM,
  END_CLASS_LABEL,
  EXPORT_LABEL,
  JOIN_CODE_LABEL,
  JOIN_LINK_LABEL,
  LIVE_TEXT,
  RECONNECTING_TEXT,
  SIGN_OUT_LABEL,
} from '../lib/class-text';
import { csvRow } from '../lib/member-figures';
import { ClassDrillCard } from './class-drill-card';
import { RosterTable } from './roster-table';
import { ClassGate } from './class-gate';

const STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: CONNECTING_TEXT,
  live: LIVE_TEXT,
  reconnecting: RECONNECTING_TEXT,
  ended: CLASS_ENDED_TEXT,
};

export function ConsolePage() {
  const code = (useParams().code ?? '').toUpperCase();
  usePageTitle(`${CONSOLE_TITLE} ${code}`);
  return (
    <ClassGate code={code}>
      {(first, onSignedOut) => <LiveConsole code={code} first={first} onSignedOut={onSignedOut} />}
    </ClassGate>
  );
}

function LiveConsole({
  code,
  first,
  onSignedOut,
}: {
  code: string;
  first: ClassRoster;
  onSignedOut: () => void;
}) {
  const { roster, status } = useClassLive(code, first);
  const end = useMutation({ mutationFn: () => endClass(code) });
  const out = useMutation({ mutationFn: signOut, onSuccess: onSignedOut });
  if (!roster) return null;
  const joinUrl = new URL(joinPagePath(code), window.location.origin).toString();
  const ended = status === 'ended';
  return (
    <Stack gap="md">
      <PageHeader
        title={`${CONSOLE_TITLE}: ${roster.name}`}
        description={`Ends ${new Date(roster.endsAt).toLocaleString()}, and its data with it.`}
      />
      <Group gap="lg" wrap="wrap">
        <Text>
          {JOIN_CODE_LABEL}:{' '}
          <Text span ff="monospace" fw={700} fz="xl" data-join-code="">
            {code}
          </Text>
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {JOIN_LINK_LABEL}: <Anchor href={joinUrl}>{joinUrl}</Anchor>
        </Text>
        <Badge color={status === 'live' ? 'green' : ended ? 'gray' : 'yellow'} role="status">
          {STATUS_TEXT[status]}
        </Badge>
      </Group>
      {ended ? <Alert color="gray">{CLASS_ENDED_TEXT}</Alert> : null}
      <RosterTable code={code} members={roster.members} />
      {ended ? null : <ClassDrillCard code={code} drill={roster.drill} />}
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => downloadCsv(`class-${code}.csv`, roster.members.map(csvRow))}
          disabled={roster.members.length === 0}
        >
          {EXPORT_LABEL}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={end.isPending}
          disabled={ended}
          onClick={() => {
            if (window.confirm(END_CLASS_CONFIRM)) end.mutate();
          }}
        >
          {END_CLASS_LABEL}
        </Button>
        <Button variant="subtle" onClick={() => out.mutate()} loading={out.isPending}>
          {SIGN_OUT_LABEL}
        </Button>
      </Group>
      {end.isError ? (
        <ErrorAlert title="The class was not ended">{errorMessage(end.error)}</ErrorAlert>
      ) : null}
    </Stack>
  );
}
