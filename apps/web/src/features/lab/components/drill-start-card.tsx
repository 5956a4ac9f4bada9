import { LEVEL_NAMES } from '@/config/drill-levels';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { DRILL_LEVELS, type DrillLevel } from '@repo/contracts/lab-drills';
import type { FaultAccess } from '@repo/contracts/lab-faults';
import { useState, type FormEvent } from 'react';
import { PageSection } from '@/components/ui/page-section';
import { startDrill, useDrillCall } from '../api/drills';
import { useLabAdminToken } from '../hooks/use-lab-admin-token';
import { ADMIN_TOKEN_NOTE } from '../lib/constants';
import {
  LEVEL_DESCRIPTIONS,
  LEVEL_LABEL,
  START_DRILL_LABEL,
  START_DRILL_TITLE,
} from '../lib/drill-constants';
import { recordDrillStarted } from '../lib/drill-history';
import { AdminTokenInput } from './admin-token-input';
import { DrillError } from './drill-error';

interface DrillStartCardProps {
  access: FaultAccess;
  onStarted: () => void;
}

/** The level, and Start drill. */
export function DrillStartCard({ access, onStarted }: DrillStartCardProps) {
  const { token, setToken } = useLabAdminToken();
  const [level, setLevel] = useState<DrillLevel>('easy');
  const start = useDrillCall((chosen: DrillLevel) => startDrill(chosen, token));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start.mutate(level, {
      onSuccess: (drill) => {
        recordDrillStarted(drill);
        onStarted();
      },
    });
  }

  return (
    <PageSection title={START_DRILL_TITLE} mb="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Radio.Group
            label={LEVEL_LABEL}
            value={level}
            onChange={(value) => setLevel(DRILL_LEVELS.find((item) => item === value) ?? 'easy')}
          >
            <Stack gap="xs" mt="xs">
              {DRILL_LEVELS.map((item) => (
                <Radio
                  key={item}
                  value={item}
                  label={LEVEL_NAMES[item]}
                  description={LEVEL_DESCRIPTIONS[item]}
                />
              ))}
            </Stack>
          </Radio.Group>
          {access === 'admin' ? (
            <AdminTokenInput description={ADMIN_TOKEN_NOTE} token={token} onChange={setToken} />
          ) : null}
          <DrillError message={start.isError ? start.error.message : null} />
          <Group>
            <Button type="submit" loading={start.isPending}>
              {START_DRILL_LABEL}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageSection>
  );
}
