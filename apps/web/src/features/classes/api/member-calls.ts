// A learner's calls on their class (docs/classes.md#the-api): join, report, hand, Check, and
// what the instructor sees of them. Each acts for the browser's lab session, which the
// gateway proves from its cookie: nothing here says who the learner is.
import {
  classMembersPath,
  joinAnswerSchema,
  memberSchema,
  ownChecksPath,
  ownHandPath,
  ownMemberPath,
  type ClassMember,
  type MemberReport,
} from '@repo/contracts/classes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

const wording = { failed: 'The class did not answer as expected' };

/** Joins under a name, or, with `{ rejoinCode }`, moves a member here from another browser. */
export async function joinClass(
  code: string,
  body: { displayName: string } | { rejoinCode: string },
) {
  const { data } = await sendJson(classMembersPath(code), joinAnswerSchema, {
    method: 'POST',
    json: body,
    wording,
  });
  return data;
}

export async function reportToClass(code: string, report: MemberReport): Promise<ClassMember> {
  const { data } = await sendJson(ownMemberPath(code), memberSchema, {
    method: 'PUT',
    json: report,
    traced: false,
    wording,
  });
  return data;
}

export async function setHand(code: string, raised: boolean): Promise<ClassMember> {
  const { data } = await sendJson(ownHandPath(code), memberSchema, {
    method: 'PUT',
    json: { raised },
    wording,
  });
  return data;
}

export async function reportCheck(code: string, exerciseId: string, passed: boolean) {
  await sendJson(ownChecksPath(code), memberSchema, {
    method: 'POST',
    json: { exerciseId, passed },
    traced: false,
    wording,
  });
}

export const ownMemberQueryKey = (code: string) => ['classes', 'member', code] as const;

export const ownMemberQuery = (code: string) =>
  queryOptions({
    queryKey: ownMemberQueryKey(code),
    queryFn: async ({ signal }) =>
      (await sendJson(ownMemberPath(code), memberSchema, { signal, traced: false, wording })).data,
    refetchInterval: 5_000,
  });

export const useOwnMember = (code: string) => useQuery(ownMemberQuery(code));
