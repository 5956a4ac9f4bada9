// The Generate load form: its starting values and the plan it describes, once every number fits.
import {
  outOfRangeMessage,
  SEARCH_RATE_BOUNDS,
  SEARCH_SECONDS_BOUNDS,
  UPLOAD_COUNT_BOUNDS,
  type LoadMode,
} from './constants';
import type { LoadPlan } from './load-plan';

/** Number inputs hold '' while empty, so the numbers may be strings here. */
export interface LoadForm {
  mode: LoadMode;
  uploads: number | string;
  perSecond: number | string;
  seconds: number | string;
}

export type LoadField = 'uploads' | 'perSecond' | 'seconds';

export interface CheckedLoadForm {
  /** The inline error of each field that does not fit; only the current mode's fields count. */
  errors: Partial<Record<LoadField, string>>;
  /** The run the form asks for, or null while any of its fields is wrong. */
  plan: LoadPlan | null;
}

export const initialLoadForm: LoadForm = {
  mode: 'uploads',
  uploads: UPLOAD_COUNT_BOUNDS.initial,
  perSecond: SEARCH_RATE_BOUNDS.initial,
  seconds: SEARCH_SECONDS_BOUNDS.initial,
};

interface Bounds {
  min: number;
  max: number;
}

/** The whole number in the field when it is within bounds, else null. */
export function boundedWhole(value: number | string, { min, max }: Bounds): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

export function checkLoadForm(form: LoadForm): CheckedLoadForm {
  if (form.mode === 'uploads') {
    const count = boundedWhole(form.uploads, UPLOAD_COUNT_BOUNDS);
    return count === null
      ? { errors: { uploads: rangeError(UPLOAD_COUNT_BOUNDS) }, plan: null }
      : { errors: {}, plan: { kind: 'uploads', count } };
  }
  const perSecond = boundedWhole(form.perSecond, SEARCH_RATE_BOUNDS);
  const seconds = boundedWhole(form.seconds, SEARCH_SECONDS_BOUNDS);
  const errors: CheckedLoadForm['errors'] = {
    ...(perSecond === null ? { perSecond: rangeError(SEARCH_RATE_BOUNDS) } : {}),
    ...(seconds === null ? { seconds: rangeError(SEARCH_SECONDS_BOUNDS) } : {}),
  };
  return perSecond === null || seconds === null
    ? { errors, plan: null }
    : { errors, plan: { kind: 'searches', perSecond, seconds } };
}

function rangeError({ min, max }: Bounds): string {
  return outOfRangeMessage(min, max);
}
