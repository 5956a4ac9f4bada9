// What every instructor's page of a class shows first (the console, the projector): the class
// being read, the sign-in form when the admin cookie is missing or stale, or why the class
// cannot be read. Past it, the page has the class's first roster.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClassRoster } from '@repo/contracts/classes';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadingNote } from '@/components/ui/loading-note';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError, errorMessage, isNotFound } from '@/lib/api-error';
import { getRoster } from '../api/console-calls';
import { CONSOLE_TITLE } from '../lib/class-text';
import { SignInForm } from './sign-in-form';

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export function ClassGate({
  code,
  children,
}: {
  code: string;
  /** The page, given the class's roster and what signing out does. */
  children: (first: ClassRoster, onSignedOut: () => void) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const roster = useQuery({
    queryKey: ['classes', 'roster', code],
    queryFn: ({ signal }) => getRoster(code, signal),
    retry: false,
    staleTime: Infinity,
  });
  if (roster.isPending) return <LoadingNote text="Loading the class…" />;
  if (roster.isError) {
    if (isSignedOut(roster.error)) {
      return (
        <>
          <PageHeader title={CONSOLE_TITLE} description={`Class ${code}`} />
          <SignInForm onSignedIn={() => void roster.refetch()} />
        </>
      );
    }
    return (
      <>
        <PageHeader title={CONSOLE_TITLE} />
        <ErrorAlert
          title={isNotFound(roster.error) ? 'No such class' : 'The class could not be read'}
        >
          {errorMessage(roster.error)}
        </ErrorAlert>
      </>
    );
  }
  return children(roster.data, () => void queryClient.resetQueries({ queryKey: ['classes'] }));
}
