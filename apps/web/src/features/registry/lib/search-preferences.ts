// The search inputs kept in localStorage (docs/product.md#data, #validation), restored on reload;
// bad data is ignored.
import {
  ENTITY_STATUSES,
  ENTITY_TYPES,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_PAGE_SIZES,
  type EntityStatus,
  type EntityType,
} from '@repo/contracts/registry';
import * as z from 'zod';
import { createStoredValue, textCodec, type StorageCodec } from '@/lib/stored-value';
import { storageKey } from './constants';

export type SearchPageSize = (typeof SEARCH_PAGE_SIZES)[number];

/** A filter value; null (stored as '') means any. */
function filterCodec<T extends string>(schema: z.ZodType<T>): StorageCodec<T | null> {
  return {
    parse: (raw) => {
      if (raw === '') return null;
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : undefined;
    },
    serialize: (value) => value ?? '',
  };
}

/**
 * docs/product.md#validation: the stored page size is read as a whole number the way
 * `parseInt` reads it ('20.5' is 20, '50 rows' is 50), and kept only if the selector offers it.
 */
export const pageSizeSchema = z
  .string()
  .transform((raw) => Number.parseInt(raw, 10))
  .pipe(z.literal(SEARCH_PAGE_SIZES));

export const queryStore = createStoredValue(storageKey('query'), textCodec(z.string()), '');

export const entityStatusStore = createStoredValue<EntityStatus | null>(
  storageKey('entityStatus'),
  filterCodec(z.enum(ENTITY_STATUSES)),
  null,
);

export const entityTypeStore = createStoredValue<EntityType | null>(
  storageKey('entityType'),
  filterCodec(z.enum(ENTITY_TYPES)),
  null,
);

export const pageSizeStore = createStoredValue<SearchPageSize>(
  storageKey('pageSize'),
  {
    parse: (raw) => {
      const parsed = pageSizeSchema.safeParse(raw);
      return parsed.success ? parsed.data : undefined;
    },
    serialize: String,
  },
  SEARCH_DEFAULT_PAGE_SIZE,
);
