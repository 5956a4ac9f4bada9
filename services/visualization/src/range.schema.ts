// The start and end of a range, as every analytics and metrics query takes them.
import { queryShape } from '@repo/service-kit/openapi';
import * as z from 'zod';

const isoTime = (name: string, example: string) =>
  z
    .string({ error: `${name} is required (an ISO 8601 date or date-time)` })
    .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: `${name} must be an ISO 8601 date or date-time`,
    })
    .transform((value) => new Date(value))
    .meta({ description: `The range's ${name}: an ISO 8601 date or date-time`, example });

const rangeShape = {
  start: isoTime('start', '2026-07-01'),
  end: isoTime('end', '2026-07-02T12:00:00Z'),
};

// Start and end are compared only once both are valid times (an unreadable one has already
// been reported), whatever the query's other fields hold.
const rangeRead = (payload: z.core.ParsePayload) =>
  !payload.issues.some(
    ({ path = [] }) => path.length === 0 || path[0] === 'start' || path[0] === 'end',
  );

const DAY_MS = 86_400_000;

/**
 * A query of `shape`'s fields and a range from `start` to `end`, at most `maxDays` long when
 * given. One object, so the document lists each field as a query parameter.
 */
export function rangeQuery<S extends z.ZodRawShape>(shape: S, maxDays?: number) {
  const lengthOf = (value: unknown) => {
    const { start, end } = value as { start: Date; end: Date };
    return end.getTime() - start.getTime();
  };
  const query = z
    .object(queryShape({ ...shape, ...rangeShape }))
    .refine((value) => lengthOf(value) >= 0, {
      error: 'start must not be after end',
      when: rangeRead,
    });
  if (maxDays === undefined) return query;
  return query.refine((value) => lengthOf(value) <= maxDays * DAY_MS, {
    error: `The range from start to end must be at most ${maxDays} days`,
    when: rangeRead,
  });
}
