// The console's figures of a member (docs/classes.md#the-console), and its CSV rows.
import type { ClassMember } from '@repo/contracts/classes';
import { tallyPercent } from '@repo/contracts/classes';

/** Everything counted over every module the member has opened, by the app's own rule. */
export function overallPercent(member: ClassMember): number {
  const total = member.progress.reduce(
    (sum, tally) => ({
      sectionsDone: sum.sectionsDone + tally.sectionsDone,
      sectionCount: sum.sectionCount + tally.sectionCount,
      labsDone: sum.labsDone + tally.labsDone,
      labCount: sum.labCount + tally.labCount,
    }),
    { sectionsDone: 0, sectionCount: 0, labsDone: 0, labCount: 0 },
  );
  return tallyPercent(total);
}

export const SORTS = {
  joined: 'Joined',
  name: 'Name',
  progress: 'Progress',
  attention: 'Hand or stuck first',
} as const;
export type SortKey = keyof typeof SORTS;

export const SHOWS = { all: 'Everyone', hands: 'Hands up', stuck: 'Stuck' } as const;
export type ShowKey = keyof typeof SHOWS;

const needsHelp = (member: ClassMember) => (member.hand ? 2 : 0) + (member.stuck ? 1 : 0);

export function sortedMembers(members: readonly ClassMember[], sort: SortKey): ClassMember[] {
  const list = [...members];
  if (sort === 'name') list.sort((a, b) => a.displayName.localeCompare(b.displayName));
  else if (sort === 'progress') list.sort((a, b) => overallPercent(b) - overallPercent(a));
  else if (sort === 'attention') list.sort((a, b) => needsHelp(b) - needsHelp(a));
  return list;
}

export function shownMembers(
  members: readonly ClassMember[],
  show: ShowKey,
  filter: string,
): ClassMember[] {
  const text = filter.trim().toLocaleLowerCase();
  return members.filter(
    (member) =>
      (show === 'all' || (show === 'hands' ? member.hand !== null : member.stuck !== null)) &&
      (text === '' || member.displayName.toLocaleLowerCase().includes(text)),
  );
}

/** A row of the class's CSV: what the console shows, flat. */
export function csvRow(member: ClassMember) {
  const solveTimes = member.drills.secondsToSolve;
  return {
    displayName: member.displayName,
    learnerId: member.learnerId,
    joinedAt: member.joinedAt,
    lastSeenAt: member.lastSeenAt,
    module: member.location?.moduleId ?? '',
    section: member.location ? member.location.section + 1 : '',
    labStep: member.location?.lab ? member.location.lab.step + 1 : '',
    progressPercent: overallPercent(member),
    labsPassed: member.labsPassed.length,
    drillsStarted: member.drills.started,
    drillsSolved: member.drills.solved,
    drillAttempts: member.drills.attempts,
    medianSecondsToSolve: median(solveTimes) ?? '',
    handRaisedAt: member.hand ?? '',
    stuck: member.stuck ? member.stuck.reason : '',
  };
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The key a select chose, if it is one of `labels`' keys. */
export function pick<K extends string>(
  labels: Record<K, string>,
  value: string | null,
  fallback: K,
): K {
  return value !== null && Object.hasOwn(labels, value) ? (value as K) : fallback;
}

const SOLVE_BUCKETS = [
  { label: 'under 1 min', below: 60 },
  { label: '1–2 min', below: 120 },
  { label: '2–5 min', below: 300 },
  { label: '5–10 min', below: Infinity },
] as const;

/** The class drill's times to diagnose, as a distribution. */
export function solveBuckets(seconds: readonly number[]) {
  let from = 0;
  return SOLVE_BUCKETS.map(({ label, below }) => {
    const count = seconds.filter((value) => value >= from && value < below).length;
    from = below;
    return { label, count };
  });
}
