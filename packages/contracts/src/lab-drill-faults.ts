// What a drill may break at each level (docs/lab.md#drills), the diagnosis a learner answers
// with, and the fault revealed at the end.
import * as z from 'zod';
import { drillLevelSchema, drillSchema, type DrillLevel } from './lab-drills';
import {
  FAULT_TARGETS,
  SERVICE_FAULT_TYPES,
  SHARED_FAULT_TARGETS,
  faultTargetSchema,
  faultTypeSchema,
  faultTypesFor,
  type FaultTarget,
  type FaultType,
} from './lab-faults';
import { SERVICE_IDS } from './services';
import { traceIdSchema } from './traces';

/** The body of `POST /api/lab/drills/{id}/diagnosis`: what broke, and a trace that shows it. */
export const diagnosisRequestSchema = z
  .object({ target: faultTargetSchema, type: faultTypeSchema, traceId: traceIdSchema.optional() })
  .strict();
export type DiagnosisRequest = z.infer<typeof diagnosisRequestSchema>;
/** The most bytes the body of a diagnosis may have: a target, a type and a trace id. */
export const DIAGNOSIS_REQUEST_MAX_BYTES = 1024;

/** A drill's fault, revealed: the answer to `DELETE /api/lab/drills/{id}` (giving up). */
export const revealedFaultSchema = z.object({
  target: faultTargetSchema,
  type: faultTypeSchema,
  value: z.number().nullable(),
});
export type RevealedFault = z.infer<typeof revealedFaultSchema>;

/**
 * A running drill with its fault, as only the service that keeps drills and the gateway see
 * it (through the service binding): the gateway hides the fault from the fault list.
 */
export const hiddenDrillSchema = drillSchema.extend(revealedFaultSchema.shape);
export type HiddenDrill = z.infer<typeof hiddenDrillSchema>;

/** A fault a drill may start: a target and a type it takes. */
export interface DrillFault {
  target: FaultTarget;
  type: FaultType;
}

/** The value each fault that takes one is started with: plain to see, never subtle. */
export const DRILL_FAULT_VALUES: Partial<Record<FaultType, number>> = {
  latency: 1500,
  errors: 0.5,
  duplicate: 1,
  slow: 1000,
  delay: 10,
  poison: 5,
};

const every = (targets: readonly FaultTarget[], types?: readonly FaultType[]): DrillFault[] =>
  targets.flatMap((target) =>
    faultTypesFor(target)
      .filter((type) => !types || types.includes(type))
      .map((type) => ({ target, type })),
  );

/**
 * What each level may break: only what a fault can break for the learner's own session, since a
 * drill is one learner's (a fault on a shared target would act on everyone).
 */
export const DRILL_FAULTS: Readonly<Record<DrillLevel, readonly DrillFault[]>> = {
  easy: every(SERVICE_IDS, SERVICE_FAULT_TYPES),
  medium: every(FAULT_TARGETS.filter((target) => !SHARED_FAULT_TARGETS.includes(target))),
  hard: every(['file-events']),
};

/** One of the level's faults, chosen by `random` (a number from 0 to below 1). */
export function pickDrillFault(level: DrillLevel, random: number = Math.random()): DrillFault {
  const faults = DRILL_FAULTS[level];
  const picked = faults[Math.min(faults.length - 1, Math.floor(random * faults.length))];
  if (!picked) throw new Error(`No fault for a ${level} drill`);
  return picked;
}

/**
 * Behind the gateway: a drill whose fault is chosen already, the same for a whole class
 * (docs/classes.md#a-drill-for-everyone). It must be one of the level's faults.
 */
export const ownedDrillRequestSchema = z
  .object({
    level: drillLevelSchema,
    fault: z.object({ target: faultTargetSchema, type: faultTypeSchema }).strict().optional(),
  })
  .strict();
