// What became of a queue message, as its consumer span records it, for the waterfall's row.
import type { Span } from '@repo/contracts/traces';
import { consumerOutcomeLabel } from './constants';

const OUTCOME_ATTRIBUTE = 'messaging.cloudflare.outcome';
const ATTEMPTS_ATTRIBUTE = 'messaging.cloudflare.attempts';

/**
 * 'processed', 'failed', or 'attempt 3 · paused' once a message has been tried before; null
 * for a span that is not a consumer's or has no outcome.
 */
export function consumerOutcome(span: Span): string | null {
  if (span.kind !== 'consumer') return null;
  const outcome = span.attributes[OUTCOME_ATTRIBUTE];
  if (typeof outcome !== 'string') return null;
  const attempts = span.attributes[ATTEMPTS_ATTRIBUTE];
  return consumerOutcomeLabel(outcome, typeof attempts === 'number' ? attempts : 1);
}
