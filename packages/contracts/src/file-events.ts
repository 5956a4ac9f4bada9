import * as z from 'zod';
import { fileIdSchema } from './files';
import { TRACESTATE_MAX_LENGTH } from './traces';
import { userIdSchema } from './users';

export const FILE_EVENT_TYPES = ['file.uploaded', 'file.deleted'] as const;

/**
 * What the storage service publishes to the file-events queue after an upload or a
 * delete. `id` is unique per event, so a consumer can tell a redelivery from a new event.
 */
export const fileEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(FILE_EVENT_TYPES),
  fileId: fileIdSchema,
  userId: userIdSchema,
  size: z.number().int().nonnegative(),
  occurredAt: z.iso.datetime(),
  /** The W3C traceparent of the send that published it, so the consumer joins that trace. */
  traceparent: z.string().max(55).optional(),
  /** The W3C tracestate that went with it, passed on as a service call passes it. */
  tracestate: z.string().max(TRACESTATE_MAX_LENGTH).optional(),
});
export type FileEvent = z.infer<typeof fileEventSchema>;
