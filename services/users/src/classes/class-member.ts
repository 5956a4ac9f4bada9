// One member of a class as its Durable Object keeps them, and the pure changes the learner's
// app and the gateway make to them (docs/classes.md#what-is-recorded). What the console shows is
// `publicMember`: never the session's hash.
import {
  STUCK_AFTER_FAILED_CHECKS,
  STUCK_AFTER_MINUTES,
  tallyPercent,
  type ClassMember,
  type DrillEvent,
  type LearnerLocation,
  type MemberReport,
} from '@repo/contracts/classes';

export interface MemberRecord {
  hash: string;
  learnerId: string;
  displayName: string;
  nameKey: string;
  /** The hash of the member's rejoin code. */
  rejoinHash: string;
  joinedAt: string;
  lastSeenAt: string;
  location: LearnerLocation | null;
  progress: MemberReport['modules'];
  labsPassed: string[];
  drills: ClassMember['drills'] & { runningId: string | null };
  hand: string | null;
  /** The lab step the learner is on (exercise and step), and since when. */
  stepKey: string | null;
  stepSince: string | null;
  /** Failed Checks in a row, and when the first of them failed. */
  failedChecks: number;
  failedSince: string | null;
}

const MINUTE_MS = 60_000;

export function newMember(
  hash: string,
  learnerId: string,
  displayName: string,
  nameKey: string,
  rejoinHash: string,
  now: string,
): MemberRecord {
  return {
    hash,
    learnerId,
    displayName,
    nameKey,
    rejoinHash,
    joinedAt: now,
    lastSeenAt: now,
    location: null,
    progress: [],
    labsPassed: [],
    drills: {
      started: 0,
      solved: 0,
      gaveUp: 0,
      attempts: 0,
      secondsToSolve: [],
      running: null,
      runningId: null,
    },
    hand: null,
    stepKey: null,
    stepSince: null,
    failedChecks: 0,
    failedSince: null,
  };
}

const stepKeyOf = (location: LearnerLocation | null) =>
  location?.lab ? `${location.lab.exerciseId}#${location.lab.step}` : null;

/** The learner's snapshot: where they are, what they have done. A new lab step restarts its clock. */
export function withReport(member: MemberRecord, report: MemberReport, now: string): MemberRecord {
  const stepKey = stepKeyOf(report.location);
  const sameStep = stepKey !== null && stepKey === member.stepKey;
  return {
    ...member,
    lastSeenAt: now,
    location: report.location,
    progress: report.modules,
    labsPassed: [...new Set(report.labsPassed)],
    stepKey,
    stepSince: stepKey === null ? null : sameStep ? member.stepSince : now,
  };
}

export function withHand(member: MemberRecord, raised: boolean, now: string): MemberRecord {
  return { ...member, lastSeenAt: now, hand: raised ? (member.hand ?? now) : null };
}

/** A Check's outcome: a pass ends a run of failures, a failure adds to it. */
export function withCheck(member: MemberRecord, passed: boolean, now: string): MemberRecord {
  if (passed) return { ...member, lastSeenAt: now, failedChecks: 0, failedSince: null };
  return {
    ...member,
    lastSeenAt: now,
    failedChecks: member.failedChecks + 1,
    failedSince: member.failedSince ?? now,
  };
}

/** A drill started, answered or given up in the member's session (as the gateway saw it). */
export function withDrill(member: MemberRecord, event: DrillEvent, now: string): MemberRecord {
  const drills = { ...member.drills };
  if (event.type === 'started') {
    drills.started += 1;
    drills.running = { level: event.level, startedAt: event.startedAt };
    drills.runningId = event.drillId;
  } else if (drills.runningId !== event.drillId) {
    return member;
  } else if (event.type === 'diagnosed') {
    drills.attempts += 1;
    if (event.correct) {
      drills.solved += 1;
      const startedAt = Date.parse(drills.running?.startedAt ?? now);
      drills.secondsToSolve = [
        ...drills.secondsToSolve,
        Math.round((Date.parse(now) - startedAt) / 1000),
      ];
      drills.running = null;
      drills.runningId = null;
    }
  } else {
    drills.gaveUp += 1;
    drills.running = null;
    drills.runningId = null;
  }
  return { ...member, lastSeenAt: now, drills };
}

/** Stuck: three failed Checks in a row, or the same lab step for ten minutes. */
export function stuckOf(member: MemberRecord, now: number): ClassMember['stuck'] {
  if (member.failedChecks >= STUCK_AFTER_FAILED_CHECKS && member.failedSince) {
    return { reason: 'failed-checks', since: member.failedSince };
  }
  if (member.stepSince && now - Date.parse(member.stepSince) >= STUCK_AFTER_MINUTES * MINUTE_MS) {
    return { reason: 'same-step', since: member.stepSince };
  }
  return null;
}

/** When the member becomes stuck by time on their step, if they are not yet. */
export function stuckAt(member: MemberRecord): number | undefined {
  if (!member.stepSince) return undefined;
  return Date.parse(member.stepSince) + STUCK_AFTER_MINUTES * MINUTE_MS;
}

export function publicMember(
  member: MemberRecord,
  now: number,
  classDrill: ClassMember['classDrill'] = null,
): ClassMember {
  const { runningId: _runningId, ...drills } = member.drills;
  return {
    learnerId: member.learnerId,
    displayName: member.displayName,
    joinedAt: member.joinedAt,
    lastSeenAt: member.lastSeenAt,
    location: member.location,
    progress: member.progress.map((tally) => ({ ...tally, percent: tallyPercent(tally) })),
    labsPassed: member.labsPassed,
    drills,
    hand: member.hand,
    stuck: stuckOf(member, now),
    classDrill,
  };
}
