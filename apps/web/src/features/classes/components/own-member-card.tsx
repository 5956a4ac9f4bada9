import { Paper, Stack, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadingNote } from '@/components/ui/loading-note';
import { errorMessage } from '@/lib/api-error';
import { useOwnMember } from '../api/member-calls';
import { answerText, WHAT_INSTRUCTOR_SEES } from '../lib/class-text';
import { Fact, MemberFactsGrid } from './member-facts';

/** The learner's own row of the console, as the instructor sees it. */
export function OwnMemberCard({ code }: { code: string }) {
  const member = useOwnMember(code);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="own-member-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="own-member-title">
          {WHAT_INSTRUCTOR_SEES}
        </Title>
        {member.isPending ? <LoadingNote text="Reading your row…" /> : null}
        {member.isError ? (
          <ErrorAlert title="Your row could not be read">{errorMessage(member.error)}</ErrorAlert>
        ) : null}
        {member.data ? (
          <MemberFactsGrid member={member.data}>
            {member.data.classDrill ? (
              <Fact label="Class drill">
                {member.data.classDrill.revealed
                  ? `Revealed: ${answerText(member.data.classDrill.revealed)}`
                  : member.data.classDrill.solved
                    ? 'Solved'
                    : 'Running: open Drills to find what broke'}
              </Fact>
            ) : null}
          </MemberFactsGrid>
        ) : null}
      </Stack>
    </Paper>
  );
}
