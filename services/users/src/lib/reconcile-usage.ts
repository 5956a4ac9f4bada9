import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { HOLDINGS_PATH, holdingsSchema, type Holdings } from '@repo/contracts/files';
import type { OperationEvent } from '@repo/contracts/metrics';
import type { ServiceFetcher } from '@repo/service-kit/probe-service';

const holdingsAnswer = successEnvelopeSchema(holdingsSchema);
const REPAIR_BATCH = 100;

export interface Reconciliation {
  /** Files storage holds that the ledger did not count (their upload event was lost). */
  added: number;
  /** Files the ledger counted that storage no longer holds (their delete event was lost). */
  removed: number;
}

/** Every file storage holds, page by page through its binding. */
async function storageHoldings(
  storage: ServiceFetcher,
): Promise<Map<string, Holdings['files'][number]>> {
  const held = new Map<string, Holdings['files'][number]>();
  let after: string | null = '';
  while (after !== null) {
    const url = `https://storage${HOLDINGS_PATH}?after=${encodeURIComponent(after)}`;
    const response = await storage(new Request(url));
    const parsed = holdingsAnswer.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !parsed.success) {
      throw new Error(`storage answered ${response.status} to ${url}`);
    }
    for (const file of parsed.data.data.files) held.set(file.id, file);
    after = parsed.data.data.next;
  }
  return held;
}

/**
 * Compares the ledger with what storage holds and repairs the difference, so usage is right
 * whatever events a crash lost. The ledger is read before storage is asked, so an event
 * applied meanwhile is never undone: an upload is only added where the ledger has no row
 * (a remembered delete stays), and a file is only marked deleted once storage has no row.
 */
export async function reconcileUsage(
  db: D1Database,
  storage: ServiceFetcher,
  now = new Date().toISOString(),
): Promise<Reconciliation> {
  const { results } = await db
    .prepare('SELECT file_id FROM user_files WHERE deleted = 0')
    .all<{ file_id: string }>();
  const counted = new Set(results.map((row) => row.file_id));
  const held = await storageHoldings(storage);

  const repairs: D1PreparedStatement[] = [];
  for (const file of held.values()) {
    if (counted.has(file.id)) continue;
    repairs.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO user_files (file_id, user_id, bytes, deleted, updated_at)
           VALUES (?1, ?2, ?3, 0, ?4)`,
        )
        .bind(file.id, file.userId, file.size, now),
    );
  }
  const added = repairs.length;
  for (const id of counted) {
    if (held.has(id)) continue;
    repairs.push(
      db
        .prepare(
          'UPDATE user_files SET deleted = 1, updated_at = ?2 WHERE file_id = ?1 AND deleted = 0',
        )
        .bind(id, now),
    );
  }
  const changed: number[] = [];
  for (let start = 0; start < repairs.length; start += REPAIR_BATCH) {
    const batch = await db.batch(repairs.slice(start, start + REPAIR_BATCH));
    changed.push(...batch.map((result) => result.meta.changes ?? 0));
  }
  const count = (from: number, to: number) => changed.slice(from, to).filter((n) => n > 0).length;
  return { added: count(0, added), removed: count(added, changed.length) };
}

/** One `usage.repair` operation per repaired file, for the metrics API. */
export function repairEvents({ added, removed }: Reconciliation, at: number): OperationEvent[] {
  return Array.from({ length: added + removed }, () => ({
    kind: 'operation',
    service: 'users',
    operation: 'usage.repair',
    durationMs: 0,
    success: true,
    at,
  }));
}
