import * as z from 'zod';

/** The types an upload may have (docs/product.md#validation), decided from the file's first bytes. */
export const ALLOWED_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/plain',
] as const;
export type AllowedMimeType = (typeof ALLOWED_MIME_TYPES)[number];

/** At most 20 MB per file (docs/product.md#validation, #constants). */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** Longest stored file name, in characters, after cleaning. */
export const MAX_FILE_NAME_LENGTH = 200;

/** Page sizes of the file list: the API's default and maximum (docs/product.md#calls). */
export const FILE_LIST_DEFAULT_PAGE_SIZE = 20;
export const FILE_LIST_MAX_PAGE_SIZE = 100;

export function isAllowedMimeType(type: string): type is AllowedMimeType {
  return (ALLOWED_MIME_TYPES as readonly string[]).includes(type);
}

/** docs/product.md#validation: 'Unsupported file type: {type or unknown}. Allowed: PNG, JPEG, PDF, TXT'. */
export function unsupportedTypeMessage(type: string | undefined): string {
  return `Unsupported file type: ${type || 'unknown'}. Allowed: PNG, JPEG, PDF, TXT`;
}

/** docs/product.md#validation: 'File too large: {size in MB, 1 decimal} MB. Max 20 MB'. */
export function fileTooLargeMessage(bytes: number): string {
  return `File too large: ${(bytes / (1024 * 1024)).toFixed(1)} MB. Max ${MAX_UPLOAD_MB} MB`;
}

export const fileIdSchema = z.uuid({ error: 'File id must be a UUID' });

/** A stored file's metadata, as listed and returned by upload (docs/product.md#data). */
export const storedFileSchema = z.object({
  id: fileIdSchema,
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  mimeType: z.enum(ALLOWED_MIME_TYPES),
  userId: z.string().min(1),
  createdAt: z.iso.datetime(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** `GET /api/storage/files` data. */
export const fileListSchema = z.object({
  files: z.array(storedFileSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(FILE_LIST_MAX_PAGE_SIZE),
  total: z.number().int().nonnegative(),
});
export type FileList = z.infer<typeof fileListSchema>;

/** `DELETE /api/storage/files/{id}` data. */
export const deletedFileSchema = z.object({ id: fileIdSchema });

/**
 * `GET /internal/holdings?after&limit` of the storage service, reached only through its
 * service binding (the gateway forwards no `/internal` path): every stored file's id, owner
 * and size in id order, a page at a time, for the users service's reconciliation.
 */
export const HOLDINGS_PATH = '/internal/holdings';
export const HOLDINGS_MAX_PAGE_SIZE = 1_000;
export const holdingsQuerySchema = z.object({
  after: z.string().max(100, { error: 'after must be a file id' }).default(''),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(HOLDINGS_MAX_PAGE_SIZE, { error: `limit must be at most ${HOLDINGS_MAX_PAGE_SIZE}` })
    .default(HOLDINGS_MAX_PAGE_SIZE),
});
export const holdingsSchema = z.object({
  files: z.array(
    z.object({ id: fileIdSchema, userId: z.string().min(1), size: z.number().int().nonnegative() }),
  ),
  /** The `after` of the next page; null on the last. */
  next: z.string().nullable(),
});
export type Holdings = z.infer<typeof holdingsSchema>;

/** Storage's transactional outbox, for the lab's map (binding only). */
export const OUTBOX_PATH = '/internal/outbox';
export const outboxStateSchema = z.object({
  /** File events written and not yet taken by the queue. */
  waiting: z.number().int().nonnegative(),
  /** How long the oldest of them has waited; null when none waits. */
  oldestAgeSeconds: z.number().nonnegative().nullable(),
});
export type OutboxState = z.infer<typeof outboxStateSchema>;

/**
 * `DELETE /internal/learners/{userId}/files` of the storage service (binding only): removes up
 * to LEARNER_FILES_PER_CALL of a class learner's files, for the users service's cleanup of
 * expired lab sessions (docs/lab.md#lab-sessions). Called again until none remain.
 */
export const learnerFilesPath = (userId: string) =>
  `/internal/learners/${encodeURIComponent(userId)}/files`;
export const LEARNER_FILES_PER_CALL = 50;
export const removedLearnerFilesSchema = z.object({
  removed: z.number().int().nonnegative(),
  /** Files of the learner still stored after this call. */
  remaining: z.number().int().nonnegative(),
});
export type RemovedLearnerFiles = z.infer<typeof removedLearnerFilesSchema>;
