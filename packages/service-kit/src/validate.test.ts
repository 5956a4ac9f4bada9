import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { issuesMessage } from './validate';

function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  return issuesMessage(result.error.issues);
}

describe('issuesMessage', () => {
  it('names the field in front of a message that does not name it', () => {
    expect(messageOf(z.object({ id: z.string().min(3, 'Invalid input') }), { id: 'a' })).toBe(
      'id: Invalid input',
    );
  });

  it('leaves a message that names the field as a word as it is', () => {
    expect(messageOf(z.object({ id: z.uuid('File id must be a UUID') }), { id: 'x' })).toBe(
      'File id must be a UUID',
    );
  });

  it('leaves a message that names the field as the end of a camel-case name as it is', () => {
    const id = z.string().regex(/^[a-z]+$/, 'userId must be lower-case letters');
    expect(messageOf(z.object({ id }), { id: 'A' })).toBe('userId must be lower-case letters');
  });

  it('joins every issue, each naming its field', () => {
    const schema = z.object({ page: z.number('a number'), size: z.number('a number') });
    expect(messageOf(schema, {})).toBe('page: a number; size: a number');
  });
});
