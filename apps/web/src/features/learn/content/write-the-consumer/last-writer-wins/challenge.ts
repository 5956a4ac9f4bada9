import type { ChallengeChecks } from '../../section-parts';

export default {
  consumer: 'last-writer-wins',
  hints: [
    'Deleting the row forgets the delete’s version: write a row with `deleted = 1` instead, so a later, older update can see that it is stale.',
    'One statement does it: `INSERT … ON CONFLICT (user_id) DO UPDATE SET version = excluded.version, colour = excluded.colour, deleted = excluded.deleted WHERE excluded.version > profiles.version`, bound with `deleted ? 1 : 0`.',
  ],
} satisfies ChallengeChecks;
