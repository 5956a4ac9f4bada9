// The consumer challenges, in the order a learner meets them (docs/learn.md#consumer-challenges).
import type { ChallengeId } from '@repo/contracts/lab-challenges';
import type { ChallengeScript } from './challenge-script';
import { crashMidBatch } from './scripts/crash-mid-batch';
import { idempotentConsumer } from './scripts/idempotent-consumer';
import { lastWriterWins } from './scripts/last-writer-wins';
import { poisonMessages } from './scripts/poison-messages';
import { slowConsumer } from './scripts/slow-consumer';
import { transactionalOutbox } from './scripts/transactional-outbox';

export const CHALLENGE_SCRIPTS: Readonly<Record<ChallengeId, ChallengeScript>> = {
  'idempotent-consumer': idempotentConsumer,
  'last-writer-wins': lastWriterWins,
  'poison-messages': poisonMessages,
  'crash-mid-batch': crashMidBatch,
  'slow-consumer': slowConsumer,
  'transactional-outbox': transactionalOutbox,
};
