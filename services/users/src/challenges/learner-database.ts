// A learner's own database for one challenge run: SQLite in a Durable Object of its own, which
// only that run's statements reach (through the users service, after the run's owner is
// checked). It answers D1's shapes: each statement's rows and its `meta`; a batch runs in one
// transaction, as D1's `batch()` does. It erases itself an hour after it was made.
import { DurableObject } from 'cloudflare:workers';
import type { DatabaseRequest, StatementResult } from '@repo/contracts/lab-challenges';
import type { UsersBindings } from '../env';
import { refusedSql } from './learner-sql';

/** The most a learner's database may hold, and the most rows one statement may answer. */
export const MAX_DATABASE_BYTES = 512 * 1024;
export const MAX_RESULT_ROWS = 1_000;
export const DATABASE_FULL_MESSAGE = `Your database is full (${MAX_DATABASE_BYTES / 1024} KB): nothing of this call was applied`;
const KEEP_MS = 3_600_000;

/** A value SQLite answers, as JSON carries it (a blob as its bytes). */
export type SqlValue = string | number | null | number[];
export type ResultRow = Record<string, SqlValue>;
export interface StatementAnswer {
  results: ResultRow[];
  meta: StatementResult['meta'];
}
export type DatabaseCall =
  { outcome: 'done'; results: StatementAnswer[] } | { outcome: 'error'; message: string };

const jsonValue = (value: SqlStorageValue): SqlValue =>
  value instanceof ArrayBuffer ? [...new Uint8Array(value)] : value;

class RefusedCall extends Error {}

export class LearnerDatabase extends DurableObject<UsersBindings> {
  /** Makes the challenge's tables (its own SQL, not the learner's) and the erasing alarm. */
  async prepare(setup: readonly string[]): Promise<void> {
    for (const sql of setup) this.ctx.storage.sql.exec(sql);
    await this.ctx.storage.setAlarm(Date.now() + KEEP_MS);
  }

  /** Runs a learner's statements, all or none. */
  run(request: DatabaseRequest): DatabaseCall {
    for (const { sql } of request.statements) {
      const refused = refusedSql(sql);
      if (refused) return { outcome: 'error', message: refused };
    }
    try {
      const results = this.ctx.storage.transactionSync(() => {
        const answers = request.statements.map(({ sql, params }) => this.statement(sql, params));
        if (this.ctx.storage.sql.databaseSize > MAX_DATABASE_BYTES) {
          throw new RefusedCall(DATABASE_FULL_MESSAGE);
        }
        return answers;
      });
      return { outcome: 'done', results };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        outcome: 'error',
        message: error instanceof RefusedCall ? message : `D1_ERROR: ${message}`,
      };
    }
  }

  /** Rows of the challenge's own query, for its checker. */
  read(sql: string): ResultRow[] {
    try {
      return this.ctx.storage.sql
        .exec(sql)
        .toArray()
        .map((row) =>
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonValue(value)])),
        );
    } catch {
      return [];
    }
  }

  private statement(sql: string, params: readonly (string | number | null)[]): StatementAnswer {
    const cursor = this.ctx.storage.sql.exec(sql, ...params);
    const rows: ResultRow[] = [];
    for (const row of cursor) {
      if (rows.length === MAX_RESULT_ROWS) {
        throw new RefusedCall(
          `A statement may answer at most ${MAX_RESULT_ROWS} rows: add a LIMIT`,
        );
      }
      rows.push(
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonValue(value)])),
      );
    }
    const counts = this.ctx.storage.sql
      .exec<{ changes: number; id: number }>(
        'SELECT changes() AS changes, last_insert_rowid() AS id',
      )
      .one();
    return {
      results: rows,
      meta: { changes: counts.changes, last_row_id: counts.id, rows_read: cursor.rowsRead },
    };
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
