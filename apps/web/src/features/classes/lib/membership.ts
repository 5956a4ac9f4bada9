// The class this browser's lab session belongs to (docs/classes.md#joining), kept under
// 'class.membership' so the app reports the learner's progress to it; only what the page may
// know: the code, the name the learner chose and their id in the class. Invalid stored data
// reads as no class, silently.
import * as z from 'zod';
import { createStoredValue, jsonCodec } from '@/lib/stored-value';

export const MEMBERSHIP_KEY = 'class.membership';

const membershipSchema = z.object({
  code: z.string().min(1),
  displayName: z.string().min(1),
  learnerId: z.string().min(1),
});
export type Membership = z.infer<typeof membershipSchema>;

export const membershipStore = createStoredValue<Membership | null>(
  MEMBERSHIP_KEY,
  jsonCodec(membershipSchema.nullable()),
  null,
);
