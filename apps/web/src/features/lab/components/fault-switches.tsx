import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { SHARED_FAULT_TARGETS, type FaultScope } from '@repo/contracts/lab-faults';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageSection } from '@/components/ui/page-section';
import { useSearchParams } from 'react-router';
import { PAGE_PARTS } from '@/config/routes';
import { useFaults } from '../api/get-faults';
import { useStartFault } from '../api/start-fault';
import { useLabAdminToken } from '../hooks/use-lab-admin-token';
import {
  ADMIN_TOKEN_NOTE,
  FAULT_EFFECTS,
  FAULT_SCOPE_LABEL,
  FAULT_SCOPE_OPTIONS,
  sharedTargetNote,
  FAULT_SWITCHES_INTRO,
  FAULT_SWITCHES_TITLE,
  PREFILLED_NOTE,
  START_FAILED_MESSAGE,
  START_FAULT_LABEL,
  unlistedFaultsNote,
} from '../lib/constants';
import {
  faultFormFromSearch,
  type FaultForm,
  initialFaultForm,
  toFaultRequest,
} from '../lib/fault-form';
import { AdminTokenInput } from './admin-token-input';
import { FaultFields } from './fault-fields';

/**
 * The Services page's card that switches a fault on. A new fault shows in the banner above
 * the page, where it can be cleared.
 */
export function FaultSwitches() {
  // A lab step's link fills the form in; another link starts the form afresh from its address.
  const [params] = useSearchParams();
  const prefilled = faultFormFromSearch(params);
  return <FaultSwitchesForm key={params.toString()} prefilled={prefilled} />;
}

function FaultSwitchesForm({ prefilled }: { prefilled: FaultForm | null }) {
  const { data } = useFaults();
  const { token, setToken } = useLabAdminToken();
  const start = useStartFault();
  const [form, setForm] = useState(() => prefilled ?? initialFaultForm());
  const [chosenScope, setScope] = useState<FaultScope>('session');
  // A fault on a shared queue (telemetry) acts on everyone, whatever was chosen.
  const shared = SHARED_FAULT_TARGETS.includes(form.target);
  const scope = shared ? 'global' : chosenScope;
  // A deployment asks for the token for a fault on everyone; a learner's own needs none.
  const needsToken = data?.access === 'admin' || (data?.access === 'session' && scope === 'global');
  // The form's own objection, before anything is sent.
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const built = toFaultRequest(form);
    if (!built.ok) {
      start.reset();
      setInvalid(built.message);
      return;
    }
    setInvalid(null);
    start.mutate({ request: { ...built.request, scope }, token: needsToken ? token : '' });
  }

  const error = invalid ?? (start.isError ? start.error.message : null);
  const unreachable = data?.unreachable ?? [];

  return (
    <PageSection
      id={PAGE_PARTS.faultSwitches}
      title={FAULT_SWITCHES_TITLE}
      intro={FAULT_SWITCHES_INTRO}
    >
      {prefilled === null ? null : (
        <Text size="sm" fw={600}>
          {PREFILLED_NOTE}
        </Text>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FaultFields form={form} onChange={setForm} />
          <NativeSelect
            label={FAULT_SCOPE_LABEL}
            data={[...FAULT_SCOPE_OPTIONS]}
            value={scope}
            disabled={shared}
            description={shared ? sharedTargetNote(form.target) : undefined}
            onChange={(event) =>
              setScope(event.currentTarget.value === 'global' ? 'global' : 'session')
            }
            maw={shared ? undefined : 260}
          />
          <Text size="sm">{FAULT_EFFECTS[form.type](form.target)}</Text>
          {needsToken ? (
            <AdminTokenInput description={ADMIN_TOKEN_NOTE} token={token} onChange={setToken} />
          ) : null}
          {error === null ? null : <ErrorAlert title={START_FAILED_MESSAGE}>{error}</ErrorAlert>}
          <Group>
            <Button type="submit" loading={start.isPending}>
              {START_FAULT_LABEL}
            </Button>
          </Group>
        </Stack>
      </form>
      {unreachable.length > 0 ? (
        <Text size="sm" c="dimmed">
          {unlistedFaultsNote(unreachable)}
        </Text>
      ) : null}
    </PageSection>
  );
}
