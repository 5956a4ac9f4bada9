import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/api-error';
import { signIn } from '../api/console-calls';
import { SIGN_IN_HELP, SIGN_IN_LABEL, SIGN_IN_TITLE, TOKEN_LABEL } from '../lib/class-text';

/** The console's sign-in: the admin token, sent once; the gateway keeps it in a cookie. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [token, setToken] = useState('');
  const mutation = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim() !== '') mutation.mutate(token.trim());
  };
  return (
    <Paper withBorder p="md" maw={480} component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {SIGN_IN_TITLE}
        </Title>
        <PasswordInput
          label={TOKEN_LABEL}
          description={SIGN_IN_HELP}
          autoComplete="current-password"
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
          required
          data-autofocus
        />
        {mutation.isError ? (
          <ErrorAlert title="Not signed in">{errorMessage(mutation.error)}</ErrorAlert>
        ) : null}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {SIGN_IN_LABEL}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
