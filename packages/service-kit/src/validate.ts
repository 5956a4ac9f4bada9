import { HTTPException } from 'hono/http-exception';
import type * as z from 'zod';

/**
 * Parses input with a schema, or throws a 400 whose message says exactly what was wrong
 * (every issue, each naming its field). `createApp`'s error handler turns it into the
 * API envelope (docs/product.md#errors).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !issue.message.startsWith(field)
        ? `${field}: ${issue.message}`
        : issue.message;
    })
    .join('; ');
  throw new HTTPException(400, { message });
}
