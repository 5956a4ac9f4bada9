// A span names the lab session it was made for (`lab.session`, the id that acts for the
// session); what is stored and shown is only the session's hash (`lab.session.hash`), so no one
// reading traces can act as another learner (docs/lab.md#lab-sessions).
import { LAB_SESSION_KEY, labSessionHash, labSessionIdSchema } from '@repo/contracts/lab-sessions';
import type { SpanEvent } from '@repo/contracts/traces';

/** The attribute a stored span names its session by. */
export const LAB_SESSION_HASH_KEY = 'lab.session.hash';

/** `spans` with each session id replaced by its hash; a value that is no id is dropped. */
export async function withSessionHashes(spans: readonly SpanEvent[]): Promise<SpanEvent[]> {
  return Promise.all(
    spans.map(async (span) => {
      if (!Object.hasOwn(span.attributes, LAB_SESSION_KEY)) return span;
      const { [LAB_SESSION_KEY]: named, ...attributes } = span.attributes;
      const id = labSessionIdSchema.safeParse(named);
      if (id.success) attributes[LAB_SESSION_HASH_KEY] = await labSessionHash(id.data);
      return { ...span, attributes };
    }),
  );
}
