// The lab faults one service keeps, in its own D1 table `lab_faults`, read through a
// per-isolate cache so that applying them to every request costs no query most of the time.
import {
  faultTargetSchema,
  faultTypeSchema,
  LAB_FAULT_KEY,
  newFaultId,
  type Fault,
  type FaultRequest,
  type FaultTarget,
  type FaultType,
} from '@repo/contracts/lab-faults';

/**
 * How long an isolate trusts what it last read. A write in this isolate refreshes at once;
 * another isolate of the same service sees it within this time.
 */
export const FAULT_CACHE_MS = 1_000;

interface FaultRow {
  id: string;
  target: string;
  type: string;
  value: number | null;
  duration_seconds: number;
  created_at: number;
  expires_at: number;
  session_hash: string;
  hidden: number;
}

/**
 * A fault as its service keeps it: with the hash of the session it acts on ('' for everyone),
 * which never leaves the service.
 */
export interface KeptFault extends Fault {
  sessionHash: string;
  /** A drill's fault (FAULT_HIDDEN_HEADER): it acts, but names itself nowhere. */
  hidden: boolean;
}

/** A fault as it acts: a drill's is `hidden` and names itself nowhere (docs/lab.md#drills). */
export type ActingFault = Fault & { hidden?: boolean };

/** What a span says of the fault that acted on it: its type, unless it is hidden. */
export function faultLabel(fault: ActingFault): Record<string, string> {
  return fault.hidden ? {} : { [LAB_FAULT_KEY]: fault.type };
}

/** The faults of `kept` that act on the session `scope` (labSessionScope): its own and everyone's. */
export function actingOn(kept: readonly KeptFault[], scope: string): KeptFault[] {
  return kept.filter((fault) => fault.sessionHash === '' || fault.sessionHash === scope);
}

/** A kept fault as the API shows it. */
export function shown({ sessionHash: _hash, hidden: _hidden, ...fault }: KeptFault): Fault {
  return fault;
}

/** The active faults of one service, and the writes that change them. */
export interface FaultBook {
  /** The faults active now, every session's, soonest to expire first. */
  active(db: D1Database): Promise<KeptFault[]>;
  /** The active fault of `type` on `target` acting on the session `scope`, if any. */
  find(
    db: D1Database,
    target: FaultTarget,
    type: FaultType,
    scope: string,
  ): Promise<KeptFault | undefined>;
  /**
   * Starts a fault on the session whose hash is `sessionHash` ('' for everyone), replacing
   * any active one of the same type on the same target for it; with `id` when the fault is
   * shared by several services, else with a new one; `hidden` for a drill's fault.
   */
  start(
    db: D1Database,
    request: FaultRequest,
    sessionHash: string,
    options?: { id?: string | undefined; hidden?: boolean },
  ): Promise<Fault>;
  /**
   * Ends a fault early: one of the session `scope`, or, where `global` allows, one acting on
   * everyone. False when no such active fault has that id.
   */
  clear(db: D1Database, id: string, scope: string, global: boolean): Promise<boolean>;
  /**
   * Takes up to `count` of what a counted fault (`poison`) has left, one at a time, so two
   * isolates never take the same one; the fault ends when nothing is left. Answers how many.
   */
  take(db: D1Database, id: string, count: number): Promise<number>;
}

function toFault(row: FaultRow): KeptFault {
  return {
    id: row.id,
    target: faultTargetSchema.parse(row.target),
    type: faultTypeSchema.parse(row.type),
    value: row.value,
    durationSeconds: row.duration_seconds,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    scope: row.session_hash === '' ? 'global' : 'session',
    sessionHash: row.session_hash,
    hidden: row.hidden === 1,
  };
}

/** A fault book with its own cache: make one per worker, at module scope. */
export function createFaultBook(now: () => number = Date.now): FaultBook {
  let cached: { readAt: number; faults: KeptFault[] } | undefined;

  async function read(db: D1Database): Promise<KeptFault[]> {
    const at = now();
    const { results } = await db
      .prepare('SELECT * FROM lab_faults WHERE expires_at > ? ORDER BY expires_at, id')
      .bind(at)
      .all<FaultRow>();
    const faults = results.map(toFault);
    cached = { readAt: at, faults };
    return faults;
  }

  async function active(db: D1Database): Promise<KeptFault[]> {
    const at = now();
    const faults = cached && at - cached.readAt < FAULT_CACHE_MS ? cached.faults : await read(db);
    return faults.filter((fault) => Date.parse(fault.expiresAt) > at);
  }

  return {
    active,
    async find(db, target, type, scope) {
      const faults = actingOn(await active(db), scope);
      return faults.find((fault) => fault.target === target && fault.type === type);
    },
    async start(db, request, sessionHash, { id, hidden = false } = {}) {
      const createdAt = now();
      const row: FaultRow = {
        id: id ?? newFaultId(request.target, request.type),
        target: request.target,
        type: request.type,
        value: request.value ?? null,
        duration_seconds: request.durationSeconds,
        created_at: createdAt,
        expires_at: createdAt + request.durationSeconds * 1000,
        session_hash: sessionHash,
        hidden: hidden ? 1 : 0,
      };
      await db.batch([
        db
          .prepare(
            `DELETE FROM lab_faults
             WHERE (session_hash = ? AND target = ? AND type = ?) OR expires_at <= ?`,
          )
          .bind(row.session_hash, row.target, row.type, createdAt),
        db
          .prepare(
            `INSERT INTO lab_faults
               (id, target, type, value, duration_seconds, created_at, expires_at, session_hash, hidden)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            row.id,
            row.target,
            row.type,
            row.value,
            row.duration_seconds,
            row.created_at,
            row.expires_at,
            row.session_hash,
            row.hidden,
          ),
      ]);
      await read(db);
      return shown(toFault(row));
    },
    async clear(db, id, scope, global) {
      const result = await db
        .prepare(
          `DELETE FROM lab_faults
           WHERE id = ? AND expires_at > ? AND (session_hash = ? OR (? AND session_hash = ''))`,
        )
        .bind(id, now(), scope, global ? 1 : 0)
        .run();
      await read(db);
      return result.meta.changes > 0;
    },
    async take(db, id, count) {
      const decrement = db.prepare(
        `UPDATE lab_faults SET value = value - 1
         WHERE id = ? AND value >= 1 AND expires_at > ? RETURNING value`,
      );
      let taken = 0;
      let left: number | null = null;
      while (taken < count) {
        left = await decrement.bind(id, now()).first<number>('value');
        if (left === null) break;
        taken += 1;
        if (left < 1) break;
      }
      if (left !== null && left < 1) {
        await db.prepare('DELETE FROM lab_faults WHERE id = ?').bind(id).run();
      }
      if (taken > 0) await read(db);
      return taken;
    },
  };
}
