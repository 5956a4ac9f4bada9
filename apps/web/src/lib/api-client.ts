// The web app's one API client. Every feature's api/ file declares its call through getJson or
// sendJson: the path, the contract schema of the answer and, for the gateway's own APIs, the
// words a failure reads with. Every failure rejects with one ApiError (lib/api-error.ts).
import { errorEnvelopeSchema, successEnvelopeSchema } from '@repo/contracts/envelope';
import * as z from 'zod';
import { ApiError, type ApiFailure } from './api-error';
import {
  metricsUrl,
  requestJson,
  serviceUrl,
  type HttpMethod,
  type JsonResponse,
  type QueryParams,
} from './http';
import { untracedHeaders } from './untraced';

export { metricsUrl, serviceUrl, type QueryParams } from './http';

const TOO_MANY_REQUESTS = 429;

/**
 * How a call's failures read where it has words of its own (docs/product.md#errors); a call
 * without them reads failureMessage ('The metrics service could not be reached (503)').
 */
export interface Wording {
  /** An answer that is not what was asked for: 'Upload failed'. */
  failed: string;
  /** Stands in for `failed` before a non-OK answer's status text: 'API request failed'. */
  statusFailed?: string;
  /** No answer at all: 'Delete failed: network error'. */
  network?: string;
}

export interface CallOptions {
  /** 'metrics': the metrics and register API, which may be turned off. Default: the gateway. */
  api?: 'gateway' | 'metrics';
  params?: QueryParams | undefined;
  signal?: AbortSignal | undefined;
  /** False for what the app polls on its own: the request asks not to be traced. */
  traced?: boolean;
  headers?: Record<string, string>;
  wording?: Wording;
}

export interface SendOptions extends CallOptions {
  method?: HttpMethod;
  /** Sent as the body, serialised as JSON. */
  json?: unknown;
}

export interface ApiAnswer<T> {
  data: T;
  /** The traceparent header naming the trace of this request, if the answer had one. */
  traceparent: string | null;
}

const anySuccessSchema = successEnvelopeSchema(z.unknown());

/**
 * Reads an answer: the data of a 2xx answer, bare or in the `{ success, data }` envelope, parsed
 * with `schema`. Anything else throws an ApiError saying why: a 429 with the wait it asks for,
 * the error envelope's message, '{statusFailed}: {status text}' for a non-OK answer without one,
 * '{failed}' for an answer that does not fit.
 */
export function readAnswer<T extends z.ZodType>(
  response: Omit<JsonResponse, 'traceparent'>,
  schema: T,
  wording?: Wording,
): z.output<T> {
  const { status } = response;
  if (status === TOO_MANY_REQUESTS) {
    throw new ApiError({ kind: 'rate-limited', retryAfterSeconds: response.retryAfterSeconds });
  }
  const refused = errorEnvelopeSchema.safeParse(response.body);
  if (refused.success) {
    throw new ApiError({ kind: 'http', status, message: refused.data.error.message });
  }
  if (!response.ok) {
    const failure: ApiFailure = { kind: 'http', status };
    // HTTP/2 answers carry no status text, so the code stands in for it.
    const statusText = response.statusText || String(status);
    const prefix = wording?.statusFailed ?? wording?.failed;
    throw new ApiError(failure, prefix === undefined ? undefined : `${prefix}: ${statusText}`);
  }
  const wrapped = anySuccessSchema.safeParse(response.body);
  const parsed = schema.safeParse(wrapped.success ? wrapped.data.data : response.body);
  if (!parsed.success) throw new ApiError({ kind: 'shape' }, wording?.failed);
  return parsed.data;
}

/**
 * Sends a request and reads its answer with readAnswer; resolves with the data and the trace
 * of the request. A request that gets no answer rejects with an ApiError ('network'), and one
 * to the metrics API while it is turned off with 'off' (nothing is sent). A cancelled request
 * rejects with the abort itself, so TanStack Query can tell it apart.
 */
export async function sendJson<T extends z.ZodType>(
  path: `/${string}`,
  schema: T,
  options: SendOptions = {},
): Promise<ApiAnswer<z.output<T>>> {
  const { api = 'gateway', params, signal, traced = true, headers, wording } = options;
  const url = api === 'metrics' ? metricsUrl(path, params) : serviceUrl(path, params);
  if (url === null) throw new ApiError({ kind: 'off' });
  let response: JsonResponse;
  try {
    response = await requestJson(url, {
      method: options.method ?? 'GET',
      signal,
      json: options.json,
      headers: { ...(traced ? {} : untracedHeaders()), ...headers },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network' }, wording?.network);
  }
  return { data: readAnswer(response, schema, wording), traceparent: response.traceparent };
}

/** GET `path` and resolve with its data: see sendJson. */
export async function getJson<T extends z.ZodType>(
  path: `/${string}`,
  schema: T,
  options: CallOptions = {},
): Promise<z.output<T>> {
  const { data } = await sendJson(path, schema, options);
  return data;
}

/** An array in which items that do not fit `schema` are dropped instead of failing the lot. */
export function validItems<T extends z.ZodType>(schema: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** An `{ items: [...] }` answer read as its items, dropping those that do not fit `schema`. */
export function validItemList<T extends z.ZodType>(schema: T) {
  return z.object({ items: validItems(schema) }).transform(({ items }) => items);
}
