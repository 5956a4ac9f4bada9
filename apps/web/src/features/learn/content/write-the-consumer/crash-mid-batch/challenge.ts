import type { ChallengeChecks } from '../../section-parts';

export default {
  consumer: 'crash-mid-batch',
  hints: [
    'Acknowledge each message right after its write, with `message.ack()`, instead of `batch.ackAll()` at the end.',
    'That still counts the message the crash cut off twice. Keep a table `applied (event_id TEXT PRIMARY KEY)` and write the event id and the points in one `env.DB.batch([...])`, the update guarded by `AND changes() = 1`.',
  ],
} satisfies ChallengeChecks;
