// /class: the instructor signs in and starts a class, and gets its join code and link
// (docs/classes.md#starting-a-class).
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consolePagePath, joinPagePath } from '@repo/contracts/classes';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadingNote } from '@/components/ui/loading-note';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage } from '@/lib/api-error';
import { createClass, isSignedIn } from '../api/console-calls';
import {
  CLASS_NAME_LABEL,
  CLASSES_TITLE,
  CREATE_LABEL,
  CREATE_TITLE,
  ENDS_AT_LABEL,
  JOIN_CODE_LABEL,
  JOIN_LINK_LABEL,
  OPEN_CONSOLE_LABEL,
} from '../lib/class-text';
import { SignInForm } from './sign-in-form';

export function ClassesPage() {
  usePageTitle(CLASSES_TITLE);
  const signedIn = useQuery({
    queryKey: ['classes', 'signed-in'],
    queryFn: ({ signal }) => isSignedIn(signal),
  });
  return (
    <>
      <PageHeader
        title={CLASSES_TITLE}
        description="Run a class on this deployment: each learner joins with a code, and the console follows their progress live."
      />
      {signedIn.isPending ? <LoadingNote text="Checking the sign-in…" /> : null}
      {signedIn.isError ? (
        <ErrorAlert title="The sign-in could not be checked">
          {errorMessage(signedIn.error)}
        </ErrorAlert>
      ) : null}
      {signedIn.data === false ? <SignInForm onSignedIn={() => void signedIn.refetch()} /> : null}
      {signedIn.data === true ? <CreateClassForm /> : null}
    </>
  );
}

function CreateClassForm() {
  const [name, setName] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      createClass(name.trim(), endsAt === '' ? undefined : new Date(endsAt).toISOString()),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const made = mutation.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" maw={480} component="form" onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {CREATE_TITLE}
          </Title>
          <TextInput
            label={CLASS_NAME_LABEL}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={80}
            required
          />
          <TextInput
            type="datetime-local"
            label={ENDS_AT_LABEL}
            value={endsAt}
            onChange={(event) => setEndsAt(event.currentTarget.value)}
          />
          {mutation.isError ? (
            <ErrorAlert title="The class was not made">{errorMessage(mutation.error)}</ErrorAlert>
          ) : null}
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              {CREATE_LABEL}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {made ? (
        <Paper withBorder p="md" maw={480} role="status">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {made.name}
            </Title>
            <Text>
              {JOIN_CODE_LABEL}:{' '}
              <Text span ff="monospace" fw={700} fz="xl" data-join-code="">
                {made.code}
              </Text>
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>
              {JOIN_LINK_LABEL}:{' '}
              <Anchor href={joinPagePath(made.code)}>
                {new URL(joinPagePath(made.code), window.location.origin).toString()}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              Ends {new Date(made.endsAt).toLocaleString()}; then it and its members’ data are
              erased.
            </Text>
            <Group>
              <Button component={Link} to={consolePagePath(made.code)}>
                {OPEN_CONSOLE_LABEL}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
