import {
  ANALYTICS_MAX_BUCKETS,
  DISTRIBUTION_GROUPS,
  ENTITY_STATUSES,
  ENTITY_TYPES,
  REGISTRATION_INTERVALS,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_QUERY_LENGTH,
  nzbnProblem,
} from '@repo/contracts/registry';
import { queryShape } from '@repo/service-kit/openapi';
import { pagingShape } from '@repo/service-kit/paging';
import * as z from 'zod';
import { rangeQuery } from '../../../range.schema';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

export const searchQuerySchema = z.object(
  queryShape({
    q: z
      .string()
      .max(SEARCH_MAX_QUERY_LENGTH, {
        error: `q must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`,
      })
      .default(''),
    ...pagingShape({
      defaultPageSize: SEARCH_DEFAULT_PAGE_SIZE,
      maxPageSize: SEARCH_MAX_PAGE_SIZE,
    }),
    entityStatus: z.preprocess(
      emptyAsUnset,
      z
        .enum(ENTITY_STATUSES, {
          error: `entityStatus must be one of: ${ENTITY_STATUSES.join(', ')}`,
        })
        .optional(),
    ),
    entityType: z.preprocess(
      emptyAsUnset,
      z
        .enum(ENTITY_TYPES, { error: `entityType must be one of: ${ENTITY_TYPES.join(', ')}` })
        .optional(),
    ),
  }),
);

export const registrationsQuerySchema = rangeQuery({
  interval: z
    .enum(REGISTRATION_INTERVALS, {
      error: `interval must be one of: ${REGISTRATION_INTERVALS.join(', ')}`,
    })
    .default('day'),
});

export const distributionQuerySchema = rangeQuery({
  groupBy: z.enum(DISTRIBUTION_GROUPS, {
    error: `groupBy must be one of: ${DISTRIBUTION_GROUPS.join(', ')}`,
  }),
});

/** An entity's NZBN in its path, refused with what is wrong with it. */
export const entityParamsSchema = z.object({
  nzbn: z.string().superRefine((nzbn, ctx) => {
    const problem = nzbnProblem(nzbn);
    if (problem) ctx.addIssue({ code: 'custom', message: `Malformed NZBN '${nzbn}': ${problem}` });
  }),
});

export const TOO_MANY_BUCKETS_MESSAGE = (interval: string) =>
  `The range from start to end holds more than ${ANALYTICS_MAX_BUCKETS} ${interval} buckets; use a shorter range or a longer interval`;
