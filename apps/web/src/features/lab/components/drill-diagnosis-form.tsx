import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { Drill } from '@repo/contracts/lab-drills';
import {
  FAULT_TARGETS,
  faultTargetSchema,
  faultTypesFor,
  faultTypeSchema,
  type FaultTarget,
  type FaultType,
} from '@repo/contracts/lab-faults';
import { TRACE_ID_PATTERN } from '@repo/contracts/traces';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@/config/routes';
import { diagnoseDrill, useDrillCall } from '../api/drills';
import { useLabAdminToken } from '../hooks/use-lab-admin-token';
import { FAULT_TYPE_LABEL, TARGET_LABEL } from '../lib/constants';
import {
  DIAGNOSE_LABEL,
  DIAGNOSIS_TITLE,
  faultName,
  FIND_TRACE_LABEL,
  TRACE_ID_DESCRIPTION,
  TRACE_ID_INVALID,
  TRACE_ID_LABEL,
} from '../lib/drill-constants';
import { recordDrillTry } from '../lib/drill-history';
import type { DrillAnswer } from './drill-answer';
import { DrillError } from './drill-error';

interface Guess {
  target: FaultTarget;
  type: FaultType;
  traceId: string;
}

const TARGET_OPTIONS = [...FAULT_TARGETS];

/** The learner's answer: a target, a fault it takes, and a trace that shows it (optional). */
export function DrillDiagnosisForm({
  drill,
  onAnswer,
}: {
  drill: Drill;
  onAnswer: (answer: DrillAnswer) => void;
}) {
  const titleId = useId();
  const { token } = useLabAdminToken();
  const [guess, setGuess] = useState<Guess>({ target: 'storage', type: 'latency', traceId: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const diagnose = useDrillCall(({ target, type, traceId }: Guess) =>
    diagnoseDrill(drill.id, { target, type, ...(traceId === '' ? {} : { traceId }) }, token),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const traceId = guess.traceId.trim().toLowerCase();
    if (traceId !== '' && !TRACE_ID_PATTERN.test(traceId)) {
      setInvalid(TRACE_ID_INVALID);
      return;
    }
    setInvalid(null);
    diagnose.mutate(
      { ...guess, traceId },
      {
        onSuccess: (result) => {
          recordDrillTry(drill.id, result.correct, faultName(guess), Date.now());
          onAnswer({ kind: 'diagnosis', result });
        },
      },
    );
  }

  const chooseTarget = (value: string) => {
    const target = faultTargetSchema.safeParse(value);
    if (!target.success) return;
    const types = faultTypesFor(target.data);
    setGuess({
      ...guess,
      target: target.data,
      type: types.includes(guess.type) ? guess.type : (types[0] ?? 'latency'),
    });
  };
  const error = invalid ?? (diagnose.isError ? diagnose.error.message : null);

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm" mt="md">
        <Title order={3} size="h4" id={titleId}>
          {DIAGNOSIS_TITLE}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={TARGET_LABEL}
            data={TARGET_OPTIONS}
            value={guess.target}
            onChange={(event) => chooseTarget(event.currentTarget.value)}
          />
          <NativeSelect
            label={FAULT_TYPE_LABEL}
            data={[...faultTypesFor(guess.target)]}
            value={guess.type}
            onChange={(event) => {
              const type = faultTypeSchema.safeParse(event.currentTarget.value);
              if (type.success) setGuess({ ...guess, type: type.data });
            }}
          />
        </SimpleGrid>
        <TextInput
          label={TRACE_ID_LABEL}
          description={TRACE_ID_DESCRIPTION}
          value={guess.traceId}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setGuess({ ...guess, traceId: event.currentTarget.value })}
        />
        <Anchor component={Link} to={ROUTES.traces} size="sm">
          {FIND_TRACE_LABEL}
        </Anchor>
        <DrillError message={error} />
        <Group>
          <Button type="submit" loading={diagnose.isPending}>
            {DIAGNOSE_LABEL}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
