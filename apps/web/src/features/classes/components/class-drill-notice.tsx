// A class member's word of the class drill's answer, once the instructor reveals it, above any
// page (docs/classes.md#a-drill-for-everyone); 'Got it' puts it away until the next one.
import { Alert, Button, Group, Text } from '@mantine/core';
import * as z from 'zod';
import { useStoredValue } from '@/hooks/use-stored-value';
import { createStoredValue, textCodec } from '@/lib/stored-value';
import { useOwnMember } from '../api/member-calls';
import { answerText, revealedText } from '../lib/class-text';
import { membershipStore } from '../lib/membership';

const seenStore = createStoredValue('class.drill.seen', textCodec(z.string()), '');

function Notice({ code }: { code: string }) {
  const member = useOwnMember(code);
  const [seen, setSeen] = useStoredValue(seenStore);
  const drill = member.data?.classDrill;
  if (!drill?.revealed || seen === drill.startedAt) return null;
  return (
    <Alert color="orange" mb="md" role="status" title="The class drill">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {revealedText(answerText(drill.revealed))}
          {drill.solved ? ' You found it.' : ''}
        </Text>
        <Button size="xs" variant="default" onClick={() => setSeen(drill.startedAt)}>
          Got it
        </Button>
      </Group>
    </Alert>
  );
}

export function ClassDrillNotice() {
  const [membership] = useStoredValue(membershipStore);
  return membership ? <Notice code={membership.code} /> : null;
}
