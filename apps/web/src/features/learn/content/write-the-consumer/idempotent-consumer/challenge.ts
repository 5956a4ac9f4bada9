import type { ChallengeChecks } from '../../section-parts';

export default {
  consumer: 'idempotent-consumer',
  hints: [
    'The producer re-sends a payment as a new message, so `message.id` differs between the copies; the body’s `eventId` does not.',
    'Create a table `processed (event_id TEXT PRIMARY KEY)` once per batch (`CREATE TABLE IF NOT EXISTS`), and update the balance only when `INSERT … ON CONFLICT DO NOTHING RETURNING event_id` gives a row back from `first()`.',
  ],
} satisfies ChallengeChecks;
