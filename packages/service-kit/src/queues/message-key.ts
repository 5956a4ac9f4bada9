import * as z from 'zod';

const bodyIdSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * The id a message is known by: its body's own `id` when it has one (a file event's, a
 * telemetry message's), which stays the same across redeliveries, requeued copies and
 * replays; else the id the queue gave it.
 */
export function messageKey(message: Message<unknown>): string {
  const parsed = bodyIdSchema.safeParse(message.body);
  return parsed.success ? parsed.data.id : message.id;
}
