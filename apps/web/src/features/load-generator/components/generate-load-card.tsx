import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PageSection } from '@/components/ui/page-section';
import { useGenerateLoad } from '../hooks/use-generate-load';
import { CANCEL_LABEL, LOAD_INTRO, LOAD_TITLE, START_LABEL } from '../lib/constants';
import { checkLoadForm, initialLoadForm } from '../lib/load-form';
import { LoadFields } from './load-fields';
import { LoadStatus } from './load-status';

export interface GenerateLoadCardProps {
  /** Called when a run ends, done or cancelled: the time to refresh what it changed. */
  onFinished?: () => void;
}

/**
 * The system lab's card that sends a burst of uploads (one after another) or register searches
 * (at a fixed rate), so a learner can watch queue backlogs grow and drain on the map.
 */
export function GenerateLoadCard({ onFinished }: GenerateLoadCardProps) {
  const [form, setForm] = useState(initialLoadForm);
  const load = useGenerateLoad(onFinished);
  const { errors, plan } = checkLoadForm(form);
  const startButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const wasRunning = useRef(load.running);

  // Start and Cancel take each other's place; the focus follows unless the user moved it.
  useEffect(() => {
    if (wasRunning.current === load.running) return;
    wasRunning.current = load.running;
    if (document.activeElement !== document.body) return;
    (load.running ? cancelButton : startButton).current?.focus();
  }, [load.running]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (plan !== null && !load.running) load.start(plan);
  }

  return (
    <PageSection title={LOAD_TITLE} intro={LOAD_INTRO}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <LoadFields form={form} errors={errors} disabled={load.running} onChange={setForm} />
          <Group>
            {load.running ? (
              <Button ref={cancelButton} color="red" variant="light" onClick={load.cancel}>
                {CANCEL_LABEL}
              </Button>
            ) : (
              <Button ref={startButton} type="submit" disabled={plan === null}>
                {START_LABEL}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <LoadStatus plan={load.plan} progress={load.progress} summary={load.summary} />
    </PageSection>
  );
}
