import * as z from 'zod';

/**
 * The `page` and `pageSize` query fields every listing takes, as a zod shape: whole
 * numbers from query strings, with messages that say exactly what is allowed.
 */
export function pagingShape({
  defaultPageSize,
  maxPageSize,
}: {
  defaultPageSize: number;
  maxPageSize: number;
}) {
  const pageMessage = 'page must be a whole number of at least 1';
  const pageSizeMessage = `pageSize must be a whole number from 1 to ${maxPageSize}`;
  return {
    page: z.coerce
      .number({ error: pageMessage })
      .int({ error: pageMessage })
      .min(1, { error: pageMessage })
      .default(1),
    pageSize: z.coerce
      .number({ error: pageSizeMessage })
      .int({ error: pageSizeMessage })
      .min(1, { error: pageSizeMessage })
      .max(maxPageSize, { error: pageSizeMessage })
      .default(defaultPageSize),
  };
}
