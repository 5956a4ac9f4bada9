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
  IN_ANOTHER_CLASS_TEXT,
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
          <JoinForm
            code={code}
            field="displayName"
            title={`${JOIN_TITLE} ${code}`}
            label={DISPLAY_NAME_LABEL}
            description={DISPLAY_NAME_HELP}
            submitLabel={JOIN_LABEL}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="nickname"
            note={membership !== null ? IN_ANOTHER_CLASS_TEXT : undefined}
          />
          <JoinForm
            code={code}
            field="rejoinCode"
            title={REJOIN_TITLE}
            label={REJOIN_CODE_LABEL}
            description={REJOIN_HELP}
            submitLabel={REJOIN_LABEL}
            maxLength={20}
            autoComplete="off"
          />
        </Stack>
      )}
    </>
  );
}

interface JoinFormProps {
  code: string;
  /** What the one field is: a new member's name, or a member's rejoin code. */
  field: 'displayName' | 'rejoinCode';
  title: string;
  label: string;
  description: string;
  submitLabel: string;
  maxLength: number;
  autoComplete: string;
  note?: string | undefined;
}

/** Joins the class: under a name, or, from another browser, with the member's rejoin code. */
function JoinForm({ code, field, title, submitLabel, note, ...input }: JoinFormProps) {
  const [value, setValue] = useState('');
  const mutation = useMutation({
    mutationFn: async () => {
      await ensureLabSession(env.serviceBase);
      return joinClass(
        code,
        field === 'displayName' ? { displayName: value } : { rejoinCode: value },
      );
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
          {title}
        </Title>
        {note ? <Text size="sm">{note}</Text> : null}
        <TextInput
          {...input}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          required
        />
        {mutation.isError ? (
          <ErrorAlert title="Not joined">{errorMessage(mutation.error)}</ErrorAlert>
        ) : null}
        <Group>
          <Button
            type="submit"
            variant={field === 'displayName' ? 'filled' : 'default'}
            loading={mutation.isPending}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
