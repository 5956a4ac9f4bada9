// The lab's drills (docs/lab.md#drills): the system breaks itself, hides what it broke, and
// asks the learner what broke. The answers of the drill API; what a drill may break, and how
// an answer is explained, are in lab-drill-faults.ts.
import * as z from 'zod';

/** easy: a service's latency or errors; medium: any fault; hard: a fault on file-events. */
export const DRILL_LEVELS = ['easy', 'medium', 'hard'] as const;
export const drillLevelSchema = z.enum(DRILL_LEVELS);
export type DrillLevel = z.infer<typeof drillLevelSchema>;

/** A drill, and its fault, end by themselves after 10 minutes at most. */
export const DRILL_SECONDS = 600;

/** Where the drills are started (POST), answered (`…/{id}/diagnosis`) and given up (DELETE). */
export const LAB_DRILLS_PATH = '/api/lab/drills';

/** The body of `POST /api/lab/drills`. */
export const drillRequestSchema = z.object({ level: drillLevelSchema }).strict();
export type DrillRequest = z.infer<typeof drillRequestSchema>;

/** The most bytes the body of `POST /api/lab/drills` may have. */
export const DRILL_REQUEST_MAX_BYTES = 1024;

/** A running drill as anyone may see it: what broke stays hidden. Times are ISO 8601. */
export const drillSchema = z.object({
  id: z.string().min(1),
  level: drillLevelSchema,
  startedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Drill = z.infer<typeof drillSchema>;

/**
 * What a diagnosis's trace says: `none` without a trace id; `confirms` when the trace holds a
 * span the hidden fault acted on; else `unrelated`.
 */
export const DRILL_EVIDENCE = ['confirms', 'unrelated', 'none'] as const;
export const drillEvidenceSchema = z.enum(DRILL_EVIDENCE);
export type DrillEvidence = z.infer<typeof drillEvidenceSchema>;

/**
 * The answer to `POST /api/lab/drills/{id}/diagnosis`. A right one (target and type) ends the
 * drill; a wrong one says only that it is wrong, never which half, so a learner cannot walk the
 * pairs. `attempts` counts this drill's diagnoses, this one included; `score`, set once solved,
 * is drillScore(attempts).
 */
export const diagnosisResultSchema = z.object({
  correct: z.boolean(),
  attempts: z.number().int().min(1),
  score: z.number().int().min(0).max(100).nullable(),
  evidence: drillEvidenceSchema,
  explanation: z.string(),
});
export type DiagnosisResult = z.infer<typeof diagnosisResultSchema>;

/** A drill takes at most this many diagnoses a minute (429 beyond): look again, then answer. */
export const DIAGNOSES_PER_MINUTE = 3;

/** What each wrong diagnosis costs a solved drill's score, and the least it can be. */
export const SCORE_PER_WRONG_ATTEMPT = 20;
export const LOWEST_SCORE = 10;

/** 100 for a drill solved at the first attempt, 20 less for each wrong one, never below 10. */
export function drillScore(attempts: number): number {
  return Math.max(LOWEST_SCORE, 100 - SCORE_PER_WRONG_ATTEMPT * Math.max(0, attempts - 1));
}

/** The answer to a diagnosis beyond DIAGNOSES_PER_MINUTE (429). */
export function tooManyDiagnosesMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  return `${DIAGNOSES_PER_MINUTE} diagnoses a minute at most: look at the system again, then answer in ${seconds} s`;
}

/** The answer to a drill's start while another runs (409). */
export const DRILL_RUNNING_MESSAGE =
  'A drill is already running: answer it or give it up before starting another';

export function unknownDrillMessage(id: string): string {
  return `No running drill has the id '${id}' (it may have been solved, given up or expired)`;
}
