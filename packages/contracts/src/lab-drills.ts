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

/** The answer to `POST /api/lab/drills/{id}/diagnosis`. Both halves right end the drill. */
export const diagnosisResultSchema = z.object({
  targetCorrect: z.boolean(),
  typeCorrect: z.boolean(),
  evidence: drillEvidenceSchema,
  explanation: z.string(),
});
export type DiagnosisResult = z.infer<typeof diagnosisResultSchema>;

/** The answer to a drill's start while another runs (409). */
export const DRILL_RUNNING_MESSAGE =
  'A drill is already running: answer it or give it up before starting another';

export function unknownDrillMessage(id: string): string {
  return `No running drill has the id '${id}' (it may have been solved, given up or expired)`;
}
