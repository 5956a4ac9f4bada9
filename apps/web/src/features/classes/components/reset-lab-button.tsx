import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ClassMember } from '@repo/contracts/classes';
import { errorMessage } from '@/lib/api-error';
import { resetMemberLab } from '../api/console-calls';
import { RESET_LAB_LABEL, resetDoneText, resetLabConfirm, resetLabName } from '../lib/class-text';

/** Ends what a member broke: the faults of their session and their running drill. */
export function ResetLabButton({ code, member }: { code: string; member: ClassMember }) {
  const reset = useMutation({ mutationFn: () => resetMemberLab(code, member.learnerId) });
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-sm"
        variant="default"
        aria-label={resetLabName(member.displayName)}
        loading={reset.isPending}
        onClick={() => {
          if (window.confirm(resetLabConfirm(member.displayName))) reset.mutate();
        }}
      >
        {RESET_LAB_LABEL}
      </Button>
      <Text size="xs" c={reset.isError ? 'red' : 'dimmed'} role="status">
        {reset.isError
          ? errorMessage(reset.error)
          : reset.data
            ? resetDoneText(reset.data.faultsCleared, reset.data.drillEnded)
            : ''}
      </Text>
    </Stack>
  );
}
