// The learner's drills, kept in this browser (localStorage): each drill's level, when it
// started, how many answers it took and how it ended.
import { drillLevelSchema, type Drill } from '@repo/contracts/lab-drills';
import * as z from 'zod';
import { createStoredValue, jsonCodec } from '@/lib/stored-value';

export const DRILL_HISTORY_STORAGE_KEY = 'lab.drills.history';
/** The most drills kept; the oldest go first. */
export const MAX_DRILL_HISTORY = 50;

export const DRILL_OUTCOMES = ['running', 'solved', 'given up'] as const;
export type DrillOutcome = (typeof DRILL_OUTCOMES)[number];

const drillRecordSchema = z.object({
  id: z.string(),
  level: drillLevelSchema,
  startedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Diagnoses sent, the right one included. */
  tries: z.number().int().min(0),
  outcome: z.enum(DRILL_OUTCOMES),
  /** From the start to the right answer or giving up; null while it runs. */
  takenMs: z.number().min(0).nullable(),
  /** 'users errors' once revealed. */
  fault: z.string().nullable(),
});
export type DrillRecord = z.infer<typeof drillRecordSchema>;

export const drillHistory = createStoredValue<DrillRecord[]>(
  DRILL_HISTORY_STORAGE_KEY,
  jsonCodec(z.array(drillRecordSchema)),
  [],
);

function update(id: string, change: (record: DrillRecord) => DrillRecord): void {
  drillHistory.set(
    drillHistory.get().map((record) => (record.id === id ? change(record) : record)),
  );
}

/** A drill just started: newest first. */
export function recordDrillStarted(drill: Drill): void {
  const record: DrillRecord = {
    ...drill,
    tries: 0,
    outcome: 'running',
    takenMs: null,
    fault: null,
  };
  const others = drillHistory.get().filter((item) => item.id !== drill.id);
  drillHistory.set([record, ...others].slice(0, MAX_DRILL_HISTORY));
}

/** A running drill this browser shows: kept unless it is already. */
export function recordDrillSeen(drill: Drill): void {
  if (!drillHistory.get().some((record) => record.id === drill.id)) recordDrillStarted(drill);
}

/** A diagnosis was answered; `solved` when both halves were right. */
export function recordDrillTry(id: string, solved: boolean, fault: string, now: number): void {
  update(id, (record) => ({
    ...record,
    tries: record.tries + 1,
    ...(solved ? { outcome: 'solved', takenMs: now - Date.parse(record.startedAt), fault } : {}),
  }));
}

export function recordDrillGivenUp(id: string, fault: string, now: number): void {
  update(id, (record) => ({
    ...record,
    outcome: 'given up',
    takenMs: now - Date.parse(record.startedAt),
    fault,
  }));
}

/** How a record reads: a drill still 'running' past its end has expired. */
export function recordOutcome(record: DrillRecord, now: number): DrillOutcome | 'expired' {
  return record.outcome === 'running' && Date.parse(record.expiresAt) <= now
    ? 'expired'
    : record.outcome;
}
