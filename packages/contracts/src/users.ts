import * as z from 'zod';

/** The fixed placeholder user every upload from the dashboard belongs to (docs/product.md#roles). */
export const DEMO_USER_ID = 'demo-user';

/** User ids: 3 to 64 lower-case letters, digits and hyphens, starting with a letter or digit. */
export const userIdSchema = z
  .string({ error: 'userId is required' })
  .regex(
    /^[a-z0-9][a-z0-9-]{2,63}$/,
    'userId must be 3 to 64 lower-case letters, digits or hyphens, starting with a letter or digit',
  );

export const usageSchema = z.object({
  fileCount: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof usageSchema>;

/** `GET /api/users/{id}` data: the user and what their files take up. */
export const userSchema = z.object({
  id: userIdSchema,
  name: z.string().min(1),
  createdAt: z.iso.datetime(),
  usage: usageSchema,
});
export type User = z.infer<typeof userSchema>;
