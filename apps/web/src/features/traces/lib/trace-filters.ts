// The list's filters: read from the page's address (so Back keeps them) and written as the
// query of GET /api/traces.
import { workerIdSchema, type WorkerId } from '@repo/contracts/services';
import {
  TRACE_LIST_SCOPES,
  traceStatusSchema,
  type TraceListScope,
  type TraceStatus,
} from '@repo/contracts/traces';
import * as z from 'zod';
import { OPERATION_MAX_LENGTH } from './constants';

export interface TraceFilters {
  service?: WorkerId | undefined;
  /** An exact span name; blank means any. */
  operation?: string | undefined;
  status?: TraceStatus | undefined;
  minDurationMs?: number | undefined;
  /** Whose traces: the lab session's own (unset) or everyone's ('all'). */
  scope?: TraceListScope | undefined;
  limit?: number | undefined;
}

const emptyAsUnset = (value: unknown) => (value === '' || value === null ? undefined : value);
// A value that does not fit is dropped rather than breaking the page: the address is typed by
// people.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUnset, schema.optional()).catch(undefined);

const searchSchema = z.object({
  service: optional(workerIdSchema),
  operation: optional(z.string().max(OPERATION_MAX_LENGTH)),
  status: optional(traceStatusSchema),
  minDurationMs: optional(z.coerce.number().finite().nonnegative()),
  scope: optional(z.enum(TRACE_LIST_SCOPES)),
});

export type SearchKey = keyof z.infer<typeof searchSchema>;
export const SEARCH_KEYS: readonly SearchKey[] = [
  'service',
  'operation',
  'status',
  'minDurationMs',
  'scope',
];

/** The filters an address's query names; anything unreadable is left out. */
export function filtersFromSearch(search: URLSearchParams): TraceFilters {
  return searchSchema.parse(Object.fromEntries(SEARCH_KEYS.map((key) => [key, search.get(key)])));
}

/** The filters as query parameters, in a fixed order, leaving out those that are not set. */
export function traceListParams(filters: TraceFilters): URLSearchParams {
  const params = new URLSearchParams();
  const operation = filters.operation?.trim();
  if (filters.service !== undefined) params.set('service', filters.service);
  if (operation !== undefined && operation !== '') params.set('operation', operation);
  if (filters.status !== undefined) params.set('status', filters.status);
  if (filters.minDurationMs !== undefined) {
    params.set('minDurationMs', String(filters.minDurationMs));
  }
  if (filters.scope === 'all') params.set('scope', 'all');
  if (filters.limit !== undefined) params.set('limit', String(filters.limit));
  return params;
}

/** Whether any filter narrows the list (neither the limit nor whose traces count). */
export function hasFilters(filters: TraceFilters): boolean {
  return traceListParams({ ...filters, limit: undefined, scope: undefined }).toString() !== '';
}
