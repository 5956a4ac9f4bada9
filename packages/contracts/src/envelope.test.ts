import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, errorEnvelope } from './envelope';

describe('the API envelope', () => {
  const files = envelopeSchema(z.object({ count: z.number() }));

  it('accepts a success with its data', () => {
    expect(files.parse({ success: true, data: { count: 2 } })).toEqual({
      success: true,
      data: { count: 2 },
    });
  });

  it('accepts a failure with a message', () => {
    expect(files.parse(errorEnvelope('File too large'))).toEqual({
      success: false,
      error: { message: 'File too large' },
    });
  });

  it('rejects a success whose data has the wrong shape', () => {
    expect(files.safeParse({ success: true, data: { count: 'two' } }).success).toBe(false);
  });

  it('rejects a failure without a message', () => {
    expect(files.safeParse({ success: false, error: { message: '' } }).success).toBe(false);
  });
});
