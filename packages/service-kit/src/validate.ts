import { HTTPException } from 'hono/http-exception';
import type * as z from 'zod';

// A field is named in front of its message unless the message already names it: as a word
// ('File id must…' names `id`) or as the end of a camel-case name ('userId must…' names `id`).
function namesField(message: string, field: string): boolean {
  if (message.startsWith(field)) return true;
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`\\b${escaped}\\b`, 'i').test(message)) return true;
  const capitalised = escaped.charAt(0).toUpperCase() + escaped.slice(1);
  return new RegExp(`\\b[a-z]\\w*${capitalised}\\b`).test(message);
}

/** Every issue of a failed parse in one sentence, each naming its field. */
export function issuesMessage(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !namesField(issue.message, field)
        ? `${field}: ${issue.message}`
        : issue.message;
    })
    .join('; ');
}

/**
 * Parses input with a schema, or throws a 400 whose message says exactly what was wrong
 * (every issue, each naming its field). `createApp`'s error handler turns it into the
 * API envelope (docs/product.md#errors).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HTTPException(400, { message: issuesMessage(result.error.issues) });
}
