// Sends a class member's snapshot to their class as it changes (docs/classes.md#what-is-recorded):
// at most one call a second, the last snapshot winning. An answer that the class has ended, or
// that this session is not a member (a new session after the old one ended), forgets the
// membership: the learner is told on the join page.
import { memberReportSchema, type MemberReport } from '@repo/contracts/classes';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { reportCheck, reportToClass } from '../api/member-calls';
import { membershipStore } from '../lib/membership';

const REPORT_EVERY_MS = 1_000;

function forgetOnRefusal(error: unknown) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    membershipStore.remove();
  }
}

export function useClassReporter(code: string | undefined, report: MemberReport | undefined) {
  // The snapshot as text: a new object with the same content is no change.
  const text = report === undefined ? undefined : JSON.stringify(report);
  useEffect(() => {
    if (code === undefined || text === undefined) return;
    const timer = setTimeout(() => {
      reportToClass(code, memberReportSchema.parse(JSON.parse(text))).catch(forgetOnRefusal);
    }, REPORT_EVERY_MS);
    return () => clearTimeout(timer);
  }, [code, text]);
}

export function tellCheck(code: string, exerciseId: string, passed: boolean) {
  reportCheck(code, exerciseId, passed).catch(forgetOnRefusal);
}
