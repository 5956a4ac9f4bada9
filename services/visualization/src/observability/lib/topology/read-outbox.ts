// What waits in storage's transactional outbox, asked through its binding for the map's
// storage → file-events line (docs/lab.md#faults-on-messages).
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { OUTBOX_PATH, outboxStateSchema, type OutboxState } from '@repo/contracts/files';

/** The map does not wait longer than this for storage; the line then shows no outbox. */
export const OUTBOX_READ_TIMEOUT_MS = 500;

const outboxEnvelope = successEnvelopeSchema(outboxStateSchema);

/** Storage's outbox, or undefined when storage did not answer in time. */
export async function readOutbox(storage: Fetcher): Promise<OutboxState | undefined> {
  try {
    const response = await storage.fetch(`https://storage${OUTBOX_PATH}`, {
      signal: AbortSignal.timeout(OUTBOX_READ_TIMEOUT_MS),
    });
    const parsed = outboxEnvelope.safeParse(await response.json());
    return parsed.success ? parsed.data.data : undefined;
  } catch {
    return undefined;
  }
}
