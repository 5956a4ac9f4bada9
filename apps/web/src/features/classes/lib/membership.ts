// The class this browser's lab session belongs to (docs/classes.md#joining), kept under
// 'class.membership' so the app reports the learner's progress to it; only what the page may
// know: the code, the name the learner chose, their id in the class and their rejoin code (for
// them to carry to another browser: it is their membership, not their lab session). Invalid stored data
// reads as no class, silently.
import * as z from 'zod';
import { createStoredValue, jsonCodec } from '@/lib/stored-value';

export const MEMBERSHIP_KEY = 'class.membership';

const membershipSchema = z.object({
  code: z.string().min(1),
  displayName: z.string().min(1),
  learnerId: z.string().min(1),
  /** The member's code for another browser, shown on the join page. */
  rejoinCode: z.string().optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const membershipStore = createStoredValue<Membership | null>(
  MEMBERSHIP_KEY,
  jsonCodec(membershipSchema.nullable()),
  null,
);
