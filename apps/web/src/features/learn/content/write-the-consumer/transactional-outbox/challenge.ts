import type { ChallengeChecks } from '../../section-parts';

export default {
  consumer: 'transactional-outbox',
  hints: [
    'When a send throws, the whole batch comes back: the orders before it are sent again. Skipping what is already written loses the one whose send failed.',
    'Keep a table `outbox (order_id TEXT PRIMARY KEY, sent INTEGER NOT NULL DEFAULT 0)`, write its row in the same `env.DB.batch([...])` as the order, then send the rows with `sent = 0` and mark each sent. Let a failed send throw.',
  ],
} satisfies ChallengeChecks;
