// The web app's one error type: why a call to any API gave no data, carried from the API client
// to the screen, so a failure is said for what it is instead of passing for data or for "nothing
// found".
import {
  METRICS_API_OFF_REASON,
  NETWORK_ERROR_DETAIL,
  refusedReason,
  sampleDataLabel,
  tooManyRequestsReason,
  UNEXPECTED_SHAPE_REASON,
  unreachableReason,
} from '@/config/constants';

export type ApiFailure =
  /** VITE_METRICS_API_BASE=off: nothing was sent. */
  | { kind: 'off' }
  /** The request got no answer at all. */
  | { kind: 'network' }
  /** A non-OK answer, with the error envelope's message when it had one. */
  | { kind: 'http'; status: number; message?: string }
  /** 429: this client sent too many; Retry-After said how many seconds to wait, if it could. */
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  /** An OK answer that the contract schema does not accept. */
  | { kind: 'shape' };

const NOT_FOUND = 404;

/**
 * A call that gave no data. Its message is what the screen says: the server's own words when
 * it sent some, else the call's own wording, else failureMessage.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly failure: ApiFailure,
    message: string = failureMessage(failure),
  ) {
    super(message);
  }

  /** The answer's HTTP status; undefined when there was no answer. */
  get status(): number | undefined {
    return this.failure.kind === 'http' ? this.failure.status : undefined;
  }
}

/** The API answered 404: what was asked for does not exist (yet). */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === NOT_FOUND;
}

/** What a failed call says on screen; anything but an ApiError counts as no answer. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : failureMessage({ kind: 'network' });
}

/** The failure behind a rejected call; anything but an ApiError counts as no answer. */
export function apiFailureOf(error: unknown): ApiFailure {
  return error instanceof ApiError ? error.failure : { kind: 'network' };
}

/**
 * Why there is no data, as the end of a sentence: 'the metrics service could not be reached (503)'.
 */
export function failureReason(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'off':
      return METRICS_API_OFF_REASON;
    case 'network':
      return unreachableReason(NETWORK_ERROR_DETAIL);
    case 'shape':
      return UNEXPECTED_SHAPE_REASON;
    case 'rate-limited':
      return tooManyRequestsReason(failure.retryAfterSeconds);
    case 'http':
      return failure.status >= 500
        ? unreachableReason(String(failure.status))
        : refusedReason(failure.status);
  }
}

/**
 * What a failed call the user asked for says: the server's own words first (a 400 names the bad
 * input).
 */
export function failureMessage(failure: ApiFailure): string {
  if (failure.kind === 'http' && failure.message !== undefined) return failure.message;
  const reason = failureReason(failure);
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** 'Sample data: {why}'. */
export function sampleLabel(failure: ApiFailure): string {
  return sampleDataLabel(failureReason(failure));
}

/**
 * Only a missing answer or a server error may go away by itself: a refusal or 'off' will not,
 * and a request sent again at once after a 429 would only be refused again.
 */
export function isTransient(error: unknown): boolean {
  const failure = apiFailureOf(error);
  return failure.kind === 'network' || (failure.kind === 'http' && failure.status >= 500);
}
