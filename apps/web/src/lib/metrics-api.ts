// Calls to the metrics and register API (spec 7): sent only when its base is configured, the
// body may be wrapped in the envelope's data, and every failure yields null for the UI's fallback.
import * as z from 'zod';
import { env } from '@/config/env';
import { getJson } from './api-client';

const wrappedSchema = z.object({ success: z.literal(true), data: z.unknown() });

/** A path on the metrics API, or null when the metrics API is not configured. */
export function metricsUrl(
  path: `/${string}`,
  params?: Record<string, string | number | undefined>,
  base: string | null = env.metricsApiBase,
): string | null {
  if (base === null) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  // Not query.size: older Safari lacks it.
  const search = query.toString();
  return search === '' ? `${base}${path}` : `${base}${path}?${search}`;
}

/** The body's data (or the bare body) parsed with `schema`, else null. */
export function readMaybeWrapped<T extends z.ZodType>(
  body: unknown,
  schema: T,
): z.output<T> | null {
  const wrapped = wrappedSchema.safeParse(body);
  const parsed = schema.safeParse(wrapped.success ? wrapped.data.data : body);
  return parsed.success ? parsed.data : null;
}

/**
 * GETs `url` and parses the answer with `schema`; null when there is no url (not configured),
 * the answer is not OK or does not fit, or the request fails. A cancelled request still
 * rejects, so TanStack Query can tell it apart from an answer.
 */
export async function getMetricsData<T extends z.ZodType>(
  url: string | null,
  schema: T,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<z.output<T> | null> {
  if (url === null) return null;
  try {
    const response = await getJson(url, { signal });
    return response.ok ? readMaybeWrapped(response.body, schema) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
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
