// /join/{code}: a learner joins a class under a name only their instructor sees, and then sees
// exactly what the instructor sees of them (docs/classes.md#joining).
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { DISPLAY_NAME_MAX } from '@repo/contracts/classes';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageHeader } from '@/components/ui/page-header';
import { env } from '@/config/env';
import { ROUTES } from '@/config/routes';
import { usePageTitle } from '@/hooks/use-page-title';
import { useStoredValue } from '@/hooks/use-stored-value';
import { errorMessage } from '@/lib/api-error';
import { ensureLabSession } from '@/lib/lab-session';
import { joinClass } from '../api/member-calls';
import {
  DISPLAY_NAME_HELP,
  DISPLAY_NAME_LABEL,
  JOIN_LABEL,
  JOIN_TITLE,
  joinedText,
  LEAVE_NOTE,
  REJOIN_CODE_LABEL,
  REJOIN_HELP,
  REJOIN_LABEL,
  REJOIN_TITLE,
  rejoinCodeText,
} from '../lib/class-text';
import { membershipStore } from '../lib/membership';
import { OwnMemberCard } from './own-member-card';

export function JoinPage() {
  const code = (useParams().code ?? '').toUpperCase();
  usePageTitle(JOIN_TITLE);
  const [membership] = useStoredValue(membershipStore);
  const joined = membership?.code === code ? membership : null;
  return (
    <>
      <PageHeader title={JOIN_TITLE} description={`Class ${code}`} />
      {joined ? (
        <Stack gap="md" maw={640}>
          <Alert color="green" role="status">
            {joinedText(code, joined.displayName)}
            {joined.rejoinCode ? (
              <Text size="sm" mt="xs" data-rejoin-code={joined.rejoinCode}>
                {rejoinCodeText(joined.rejoinCode)}
              </Text>
            ) : null}
          </Alert>
          <OwnMemberCard code={code} />
          <Text size="sm" c="dimmed">
            {LEAVE_NOTE}
          </Text>
          <Group>
            <Button component={Link} to={ROUTES.learn}>
              Go to the lessons
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <JoinForm code={code} inAnother={membership !== null} />
          <RejoinForm code={code} />
        </Stack>
      )}
    </>
  );
}

function JoinForm({ code, inAnother }: { code: string; inAnother: boolean }) {
  const [name, setName] = useState('');
  const mutation = useMutation({
    mutationFn: async () => {
      await ensureLabSession(env.serviceBase);
      return joinClass(code, { displayName: name });
    },
    onSuccess: (answer) => membershipStore.set({ code, ...answer }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <Paper withBorder p="md" maw={480} component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {JOIN_TITLE} {code}
        </Title>
        {inAnother ? (
          <Text size="sm">This browser is in another class; a lab session joins one class.</Text>
        ) : null}
        <TextInput
          label={DISPLAY_NAME_LABEL}
          description={DISPLAY_NAME_HELP}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          required
        />
        {mutation.isError ? (
          <ErrorAlert title="Not joined">{errorMessage(mutation.error)}</ErrorAlert>
        ) : null}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {JOIN_LABEL}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RejoinForm({ code }: { code: string }) {
  const [rejoinCode, setRejoinCode] = useState('');
  const mutation = useMutation({
    mutationFn: async () => {
      await ensureLabSession(env.serviceBase);
      return joinClass(code, { rejoinCode });
    },
    onSuccess: (answer) => membershipStore.set({ code, ...answer }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <Paper withBorder p="md" maw={480} component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {REJOIN_TITLE}
        </Title>
        <TextInput
          label={REJOIN_CODE_LABEL}
          description={REJOIN_HELP}
          value={rejoinCode}
          onChange={(event) => setRejoinCode(event.currentTarget.value)}
          autoComplete="off"
          maxLength={20}
          required
        />
        {mutation.isError ? (
          <ErrorAlert title="Not rejoined">{errorMessage(mutation.error)}</ErrorAlert>
        ) : null}
        <Group>
          <Button type="submit" variant="default" loading={mutation.isPending}>
            {REJOIN_LABEL}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
