import { WORKER_IDS } from '@repo/contracts/services';
import {
  TRACE_LIST_DEFAULT_LIMIT,
  TRACE_LIST_MAX_LIMIT,
  TRACE_LIST_SCOPES,
  traceIdSchema,
  traceStatusSchema,
} from '@repo/contracts/traces';
import { queryShape } from '@repo/service-kit/openapi';
import * as z from 'zod';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const limitMessage = `limit must be a whole number from 1 to ${TRACE_LIST_MAX_LIMIT}`;
const minDurationMessage = 'minDurationMs must be a number of milliseconds, 0 or more';

export const traceListQuerySchema = z.object(
  queryShape({
    service: z.preprocess(
      emptyAsUnset,
      z.enum(WORKER_IDS, { error: `service must be one of: ${WORKER_IDS.join(', ')}` }).optional(),
    ),
    // Any text: a name no span has lists no trace.
    operation: z.preprocess(emptyAsUnset, z.string().optional()),
    status: z.preprocess(
      emptyAsUnset,
      z
        .enum(traceStatusSchema.options, {
          error: `status must be one of: ${traceStatusSchema.options.join(', ')}`,
        })
        .optional(),
    ),
    minDurationMs: z.preprocess(
      emptyAsUnset,
      z.coerce
        .number({ error: minDurationMessage })
        .min(0, { error: minDurationMessage })
        .optional(),
    ),
    scope: z.preprocess(
      emptyAsUnset,
      z
        .enum(TRACE_LIST_SCOPES, {
          error: `scope must be one of: ${TRACE_LIST_SCOPES.join(', ')}`,
        })
        .default('session'),
    ),
    limit: z.preprocess(
      emptyAsUnset,
      z.coerce
        .number({ error: limitMessage })
        .int({ error: limitMessage })
        .min(1, { error: limitMessage })
        .max(TRACE_LIST_MAX_LIMIT, { error: limitMessage })
        .default(TRACE_LIST_DEFAULT_LIMIT),
    ),
  }),
);

export const traceParamsSchema = z.object({ traceId: traceIdSchema });

/** A trace with no stored span: unknown, or its spans are still in the telemetry queue. */
export const traceNotFoundMessage = (traceId: string) =>
  `No trace has the id '${traceId}' (its spans may still be on their way)`;
