import * as z from 'zod';

/** The error half of the API envelope: `{ success: false, error: { message } }`. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({ message: z.string().min(1) }),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The success half of the envelope, `{ success: true, data }`, for a given data schema. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Either half of the envelope, discriminated on `success`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [successEnvelopeSchema(data), errorEnvelopeSchema]);
}

/** Builds the error envelope for a message. */
export function errorEnvelope(message: string): ErrorEnvelope {
  return { success: false, error: { message } };
}
