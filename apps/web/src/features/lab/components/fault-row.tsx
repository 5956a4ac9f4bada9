import { Button, Group, Text } from '@mantine/core';
import type { Fault } from '@repo/contracts/lab-faults';
import { useClearFault } from '../api/clear-fault';
import { useLabAdminToken } from '../hooks/use-lab-admin-token';
import { CLEAR_LABEL, clearFailedText, clearFaultLabel } from '../lib/constants';
import { faultLine } from '../lib/fault-text';

interface FaultRowProps {
  fault: Fault;
  secondsLeft: number;
}

/** One active fault in the banner: what it does, the time it has left, and Clear. */
export function FaultRow({ fault, secondsLeft }: FaultRowProps) {
  const { token } = useLabAdminToken();
  const clear = useClearFault();
  return (
    <li>
      {/* The row wraps, not the button: on a phone a row that would not wrap cut Clear to 'Clea'. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" flex="1 1 12rem">
          {faultLine(fault, secondsLeft)}
        </Text>
        <Button
          flex="none"
          size="compact-sm"
          variant="default"
          loading={clear.isPending}
          aria-label={clearFaultLabel(fault.type, fault.target)}
          onClick={() => clear.mutate({ id: fault.id, token })}
        >
          {CLEAR_LABEL}
        </Button>
      </Group>
      {clear.isError ? (
        <Text size="sm" c="red" role="alert">
          {clearFailedText(fault.type, fault.target, clear.error.message)}
        </Text>
      ) : null}
    </li>
  );
}
