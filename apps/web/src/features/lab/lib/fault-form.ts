// The fault switches' form: the choices each target allows, their defaults, and the request
// the form sends, checked with the same schema the API uses.
import {
  FAULT_TARGETS,
  FAULT_VALUE_RULES,
  faultRequestSchema,
  faultTypesFor,
  type FaultRequest,
  type FaultTarget,
  type FaultType,
} from '@repo/contracts/lab-faults';
import {
  DEFAULT_FAULT_SECONDS,
  DURATION_INVALID_MESSAGE,
  FAULT_VALUE_FIELDS,
  START_FAILED_MESSAGE,
} from './constants';

export { faultTypesFor } from '@repo/contracts/lab-faults';

/** Number inputs hold '' while empty, so the numbers may be strings here. */
export interface FaultForm {
  target: FaultTarget;
  type: FaultType;
  value: number | string;
  durationSeconds: number | string;
}

/** Whether a fault takes a number (milliseconds, a share, seconds, a count); pause and fail none. */
export function takesValue(type: FaultType): boolean {
  return FAULT_VALUE_RULES[type] !== undefined;
}

function defaultValue(type: FaultType): number | string {
  return FAULT_VALUE_FIELDS[type]?.initial ?? '';
}

export function initialFaultForm(target: FaultTarget = FAULT_TARGETS[0]): FaultForm {
  const [type = 'latency'] = faultTypesFor(target);
  return { target, type, value: defaultValue(type), durationSeconds: DEFAULT_FAULT_SECONDS };
}

/** Another target: the fault and its value start over, as the old fault may not apply. */
export function withTarget(form: FaultForm, target: FaultTarget): FaultForm {
  return { ...initialFaultForm(target), durationSeconds: form.durationSeconds };
}

export function withType(form: FaultForm, type: FaultType): FaultForm {
  return { ...form, type, value: defaultValue(type) };
}

export type BuiltRequest = { ok: true; request: FaultRequest } | { ok: false; message: string };

/**
 * The body of the POST, or why the form cannot send one yet. Pause and fail send no value at
 * all, since the API refuses one.
 */
export function toFaultRequest(form: FaultForm): BuiltRequest {
  const { target, type, value, durationSeconds } = form;
  const duration = typeof durationSeconds === 'number' ? durationSeconds : Number.NaN;
  const body =
    takesValue(type) && typeof value === 'number'
      ? { target, type, value, durationSeconds: duration }
      : { target, type, durationSeconds: duration };
  const parsed = faultRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const [issue] = parsed.error.issues;
  if (issue?.path[0] === 'durationSeconds') return { ok: false, message: DURATION_INVALID_MESSAGE };
  return { ok: false, message: issue?.message ?? START_FAILED_MESSAGE };
}

function numberParam(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The form a lab step's link opens (`/services?target=file-events&type=fail&durationSeconds=180`),
 * or null when the address names no valid target. A type the target cannot take falls back to
 * the target's first; a missing value or duration keeps the default. Nothing is sent: the
 * learner still presses Start fault.
 */
export function faultFormFromSearch(params: URLSearchParams): FaultForm | null {
  const target = FAULT_TARGETS.find((candidate) => candidate === params.get('target'));
  if (target === undefined) return null;
  let form = initialFaultForm(target);
  const type = faultTypesFor(target).find((candidate) => candidate === params.get('type'));
  if (type !== undefined) form = withType(form, type);
  const value = numberParam(params.get('value'));
  if (value !== undefined && takesValue(form.type)) form = { ...form, value };
  const durationSeconds = numberParam(params.get('durationSeconds'));
  if (durationSeconds !== undefined) form = { ...form, durationSeconds };
  return form;
}
