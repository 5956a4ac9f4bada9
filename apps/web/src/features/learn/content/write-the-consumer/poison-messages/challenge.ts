import type { ChallengeChecks } from '../../section-parts';

export default {
  consumer: 'poison-messages',
  hints: [
    'A `throw` fails the whole batch. Check `Number.isInteger(quantity)` first, and for a poison message call `message.retry(…)` and `continue`.',
    'Let the delay grow with the attempts: `message.retry({ delaySeconds: message.attempts })`. Acknowledge each good order with `message.ack()` after its INSERT, and drop `batch.ackAll()`.',
  ],
} satisfies ChallengeChecks;
