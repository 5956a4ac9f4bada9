// Class mode (docs/lab.md#lab-sessions): each lab session acts as its own learner, and sees and
// changes only that learner's files and usage (storage, users). Outside class mode every session
// is the demo user, as with one learner, and any user's files and usage may be read.
import { classLearnerId } from '@repo/contracts/lab-sessions';
import { DEMO_USER_ID } from '@repo/contracts/users';
import { labSessionScope } from '@repo/session/scope';

/** The one learner the request may act as in class mode; undefined outside class mode. */
export function classLearner(env: { CLASS_MODE?: string }): string | undefined {
  if (env.CLASS_MODE !== 'true') return undefined;
  const session = labSessionScope();
  return session === '' ? DEMO_USER_ID : classLearnerId(session);
}

/** The 403 for a request naming another learner than its session's. */
export const otherLearnerMessage = (learner: string, named: string) =>
  `In class mode a lab session acts as its own learner, '${learner}', not as '${named}'`;

/** The 401 for an upload in class mode without a session: it would belong to no learner. */
export const UPLOAD_NEEDS_SESSION_MESSAGE =
  'In class mode an upload needs a lab session, whose learner it belongs to: the app makes one (POST /api/lab/sessions)';
