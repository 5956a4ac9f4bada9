import * as z from 'zod';

/** The New Zealand business register: shapes shared by the visualization service and the web app. */

export const ENTITY_TYPES = ['Company', 'Sole Trader', 'Trust', 'Partnership'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_STATUSES = ['Registered', 'Removed'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

/** The 16 regions of New Zealand, with macrons where they belong. */
export const NZ_REGIONS = [
  'Northland',
  'Auckland',
  'Waikato',
  'Bay of Plenty',
  'Gisborne',
  "Hawke's Bay",
  'Taranaki',
  'Manawatū-Whanganui',
  'Wellington',
  'Tasman',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
] as const;
export type NzRegion = (typeof NZ_REGIONS)[number];

/** Search totals are exact up to this many matches; beyond, the answer says it is capped. */
export const SEARCH_TOTAL_CAP = 10_000;
export const SEARCH_MAX_QUERY_LENGTH = 200;
export const SEARCH_MAX_PAGE_SIZE = 100;
/** docs/product.md#constants: default page 1, page size 10; the UI offers 10, 20 and 50. */
export const SEARCH_DEFAULT_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZES = [10, 20, 50] as const;

/** Analytics ranges may not produce more buckets than this. */
export const ANALYTICS_MAX_BUCKETS = 1_000;
export const REGISTRATION_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type RegistrationInterval = (typeof REGISTRATION_INTERVALS)[number];
export const DISTRIBUTION_GROUPS = ['entityType', 'region'] as const;
export type DistributionGroup = (typeof DISTRIBUTION_GROUPS)[number];

/** GS1 check digit of the first 12 digits of an NZBN (weights 1, 3, 1, 3, … from the left). */
export function nzbnCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Why a string is not a valid NZBN, or undefined when it is one. */
export function nzbnProblem(value: string): string | undefined {
  if (!/^\d{13}$/.test(value)) return 'An NZBN is exactly 13 digits';
  if (nzbnCheckDigit(value.slice(0, 12)) !== Number(value[12])) {
    return 'The NZBN check digit is wrong';
  }
  return undefined;
}

export const nzbnSchema = z.string().superRefine((value, ctx) => {
  const problem = nzbnProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** One register entity, as search results and the details panel show it (docs/product.md#data). */
export const registryEntitySchema = z.object({
  nzbn: z.string().regex(/^\d{13}$/),
  name: z.string().min(1),
  entityType: z.enum(ENTITY_TYPES),
  status: z.enum(ENTITY_STATUSES),
  /** When it was registered (ISO date-time; imported registers may only know the day). */
  registrationDate: z.iso.datetime().optional(),
  region: z.enum(NZ_REGIONS).optional(),
});
export type RegistryEntity = z.infer<typeof registryEntitySchema>;

/** `GET /api/nzbn/search` data. `totalCapped` means there are more than `total` matches. */
export const searchResultSchema = z.object({
  items: z.array(registryEntitySchema),
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** One bucket of the registrations series: when it starts and how many registered in it. */
export const registrationPointSchema = z.object({
  timestamp: z.iso.datetime(),
  count: z.number().int().nonnegative(),
});
export type RegistrationPoint = z.infer<typeof registrationPointSchema>;

/** `GET /api/nzbn/analytics/registrations` data: one point per bucket start, empty ones 0. */
export const registrationSeriesSchema = z.object({ series: z.array(registrationPointSchema) });
export type RegistrationSeries = z.infer<typeof registrationSeriesSchema>;

/** One group of the distribution: an entity type or a region, and how many entities it has. */
export const distributionItemSchema = z.object({
  label: z.string(),
  value: z.number().int().nonnegative(),
});
export type DistributionItem = z.infer<typeof distributionItemSchema>;

/** `GET /api/nzbn/analytics/distribution` data. */
export const distributionSchema = z.object({ items: z.array(distributionItemSchema) });
export type Distribution = z.infer<typeof distributionSchema>;
