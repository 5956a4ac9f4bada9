// The start and end of a range, as every analytics and metrics query takes them.
import * as z from 'zod';

const isoTime = (name: string) =>
  z
    .string({ error: `${name} is required (an ISO 8601 date or date-time)` })
    .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: `${name} must be an ISO 8601 date or date-time`,
    })
    .transform((value) => new Date(value));

export const rangeSchema = z
  .object({ start: isoTime('start'), end: isoTime('end') })
  .refine(({ start, end }) => start <= end, {
    error: 'start must not be after end',
    // Only once both are valid times: an unreadable start has already been reported.
    when: (payload) => payload.issues.length === 0,
  });
