import { Button } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownMemberQueryKey, setHand, useOwnMember } from '../api/member-calls';
import { HAND_UP_TEXT, LOWER_HAND_LABEL, RAISE_HAND_LABEL } from '../lib/class-text';

/** A class member's raised hand, in their lab panel: the instructor's console shows it. */
export function HandButton({ code }: { code: string }) {
  const member = useOwnMember(code);
  const queryClient = useQueryClient();
  const raised = member.data?.hand != null;
  const mutation = useMutation({
    mutationFn: (next: boolean) => setHand(code, next),
    onSuccess: (updated) => queryClient.setQueryData(ownMemberQueryKey(code), updated),
  });
  return (
    <Button
      size="sm"
      variant={raised ? 'filled' : 'light'}
      color="orange"
      leftSection={<IconHandStop size={16} aria-hidden />}
      aria-pressed={raised}
      title={raised ? HAND_UP_TEXT : undefined}
      loading={mutation.isPending}
      disabled={!member.data}
      onClick={() => mutation.mutate(!raised)}
    >
      {raised ? LOWER_HAND_LABEL : RAISE_HAND_LABEL}
    </Button>
  );
}
