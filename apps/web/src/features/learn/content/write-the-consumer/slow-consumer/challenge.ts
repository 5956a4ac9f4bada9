import type { ChallengeChecks } from '../../section-parts';

export default {
  consumer: 'slow-consumer',
  hints: [
    'Each `await` of a write inside the loop waits 400 ms before the next write starts: five messages take 2 s a batch.',
    'Gather the batch’s statements and send them in one `env.DB.batch([...])`, or start every message’s write at once and `await Promise.all(...)`. Keep each order’s `applied` record beside its update, guarded by `AND changes() = 1`.',
    'Or raise `max_concurrency` in the consumer settings, so that several batches wait for their writes at the same time. Whichever you choose, each order still counts once.',
  ],
} satisfies ChallengeChecks;
