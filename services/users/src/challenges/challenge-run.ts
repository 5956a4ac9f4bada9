// One run of a consumer challenge (docs/learn.md#consumer-challenges): a Durable Object of its
// own, named by the run's id. It is the run's queue as its handler's host pulls it (leases
// shaped like Cloudflare Queues' HTTP pull consumer), applies the challenge's nemesis to each
// delivery, keeps the delivery log, and, once every message is settled or the time is up, asks
// the challenge's checker for the verdict. The learner's tables live in a LearnerDatabase of
// the same name, which only the learner's statements change. It erases itself after an hour.
import { DurableObject } from 'cloudflare:workers';
import {
  type AckAnswer,
  type AckRequest,
  type ChallengeId,
  type Delivery,
  type RunState,
  type RunStatus,
} from '@repo/contracts/lab-challenges';
import type { UsersBindings } from '../env';
import { DEFAULT_MAX_RETRIES, MAX_SENT_MESSAGES, messageId, type Row } from './challenge-script';
import { CHALLENGE_SCRIPTS } from './challenge-scripts';
import { learnerDatabase, RUN_TIME_MS } from './run-objects';

const KEEP_MS = 3_600_000;
const INFO_KEY = 'run';

export interface RunInfo {
  runId: string;
  challengeId: ChallengeId;
  sessionHash: string;
  startedAt: number;
  traceId?: string | undefined;
  state: RunState;
  anomaly?: string | undefined;
  /** The learner's database calls so far, and those that wrote (the crash nemesis counts them). */
  calls: number;
  writes: number;
  /** The learner's send calls so far (the send-fail nemesis counts them). */
  sends?: number;
}

type MessageRow = {
  number: number;
  body: string;
  attempts: number;
  state: 'ready' | 'leased' | 'acked' | 'dead';
  visible_at: number;
  lease_id: string | null;
  lease_until: number;
  order_key: number;
  ack_lost: number;
};

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS messages (
    number INTEGER PRIMARY KEY, body TEXT NOT NULL, sent_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL DEFAULT 'ready',
    visible_at INTEGER NOT NULL, lease_id TEXT, lease_until INTEGER NOT NULL DEFAULT 0,
    order_key INTEGER NOT NULL, ack_lost INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS deliveries (
    n INTEGER PRIMARY KEY AUTOINCREMENT, number INTEGER NOT NULL, attempt INTEGER NOT NULL,
    outcome TEXT NOT NULL, at INTEGER NOT NULL, delay_seconds INTEGER)`,
  `CREATE TABLE IF NOT EXISTS sent (
    n INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, at INTEGER NOT NULL)`,
];

const newLeaseId = () => crypto.randomUUID();

/** A pull's answer as the run gives it: each body still JSON, read by the route. */
export interface LeasedBatch {
  messages: {
    id: string;
    body: string;
    timestamp_ms: number;
    attempts: number;
    lease_id: string;
  }[];
  more: boolean;
}

export class ChallengeRun extends DurableObject<UsersBindings> {
  private info: RunInfo | undefined;

  constructor(ctx: DurableObjectState, env: UsersBindings) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      for (const sql of SCHEMA) ctx.storage.sql.exec(sql);
      this.info = await ctx.storage.get<RunInfo>(INFO_KEY);
    });
  }

  private get sql() {
    return this.ctx.storage.sql;
  }

  private script() {
    return this.info ? CHALLENGE_SCRIPTS[this.info.challengeId] : undefined;
  }

  private mine(hash: string): RunInfo | undefined {
    return this.info && this.info.sessionHash === hash ? this.info : undefined;
  }

  private async save(info: RunInfo): Promise<void> {
    this.info = info;
    await this.ctx.storage.put(INFO_KEY, info);
  }

  /** Starts the run: its clock, and the alarm that judges it when its time is up. */
  async open(info: Omit<RunInfo, 'state' | 'calls' | 'writes'>): Promise<void> {
    await this.save({ ...info, state: 'running', calls: 0, writes: 0 });
    await this.ctx.storage.setAlarm(info.startedAt + RUN_TIME_MS);
  }

  /**
   * A message of the run's stream, as the challenge-stream consumer received it: kept once,
   * whatever its queue redelivered, and visible in the order the nemesis chose, once any delay
   * the nemesis holds it back for is over.
   */
  arrive(number: number, body: Row): void {
    const script = this.script();
    if (!script || this.info?.state !== 'running') return;
    const order = script.nemesis.order?.indexOf(number) ?? -1;
    const heldMs = script.nemesis.delayed?.includes(number) ? (script.nemesis.delayMs ?? 0) : 0;
    this.sql.exec(
      `INSERT INTO messages (number, body, sent_at, visible_at, order_key) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (number) DO NOTHING`,
      number,
      JSON.stringify(body),
      Date.now(),
      Date.now() + heldMs,
      order < 0 ? number : order,
    );
  }

  private log(number: number, attempt: number, outcome: Delivery['outcome'], delay?: number) {
    this.sql.exec(
      'INSERT INTO deliveries (number, attempt, outcome, at, delay_seconds) VALUES (?, ?, ?, ?, ?)',
      number,
      attempt,
      outcome,
      Date.now() - (this.info?.startedAt ?? 0),
      delay ?? null,
    );
  }

  /** Leases that ran out put their messages back: each is delivered again, one attempt more. */
  private expireLeases(now: number): void {
    const expired = this.sql
      .exec<MessageRow>("SELECT * FROM messages WHERE state = 'leased' AND lease_until <= ?", now)
      .toArray();
    for (const row of expired) {
      this.log(row.number, row.attempts, 'expired');
      this.settleFailed(row, 0);
    }
  }

  /** A delivery that failed (retried, expired): back on the queue, or dead-lettered at the last. */
  private settleFailed(row: MessageRow, delaySeconds: number): 'retried' | 'dead-lettered' {
    const maxRetries = this.script()?.nemesis.maxRetries ?? DEFAULT_MAX_RETRIES;
    if (row.attempts > maxRetries) {
      this.sql.exec(
        "UPDATE messages SET state = 'dead', lease_id = NULL WHERE number = ?",
        row.number,
      );
      this.log(row.number, row.attempts, 'dead-lettered');
      return 'dead-lettered';
    }
    this.sql.exec(
      "UPDATE messages SET state = 'ready', lease_id = NULL, visible_at = ? WHERE number = ?",
      Date.now() + delaySeconds * 1000,
      row.number,
    );
    return 'retried';
  }

  /** Up to `batchSize` visible messages, each leased for `visibilityMs`. */
  pull(hash: string, batchSize: number, visibilityMs: number): LeasedBatch | undefined {
    const info = this.mine(hash);
    if (!info) return undefined;
    if (info.state !== 'running') return { messages: [], more: false };
    const now = Date.now();
    this.expireLeases(now);
    const rows = this.sql
      .exec<MessageRow>(
        "SELECT * FROM messages WHERE state = 'ready' AND visible_at <= ? ORDER BY order_key LIMIT ?",
        now,
        batchSize,
      )
      .toArray();
    const messages = rows.map((row) => {
      const leaseId = newLeaseId();
      const attempts = row.attempts + 1;
      this.sql.exec(
        "UPDATE messages SET state = 'leased', attempts = ?, lease_id = ?, lease_until = ? WHERE number = ?",
        attempts,
        leaseId,
        now + visibilityMs,
        row.number,
      );
      this.log(row.number, attempts, 'leased');
      return {
        id: messageId(row.number),
        body: row.body,
        timestamp_ms: now,
        attempts,
        lease_id: leaseId,
      };
    });
    return { messages, more: this.unsettledLeft() };
  }

  /** Whether a message is still to be settled (or still to arrive). */
  private unsettledLeft(): boolean {
    const script = this.script();
    const counts = this.sql
      .exec<{ settled: number | null; total: number }>(
        "SELECT SUM(state IN ('acked', 'dead')) AS settled, COUNT(*) AS total FROM messages",
      )
      .one();
    return counts.total < (script?.messages.length ?? 0) || (counts.settled ?? 0) < counts.total;
  }

  /** Acknowledges and retries by lease, as Cloudflare's pull consumer does. */
  async settle(hash: string, request: AckRequest): Promise<AckAnswer | undefined> {
    const info = this.mine(hash);
    if (!info) return undefined;
    const answer: AckAnswer = { ackCount: 0, retryCount: 0, warnings: [] };
    const now = Date.now();
    const leased = (leaseId: string) =>
      this.sql
        .exec<MessageRow>(
          "SELECT * FROM messages WHERE lease_id = ? AND state = 'leased' AND lease_until > ?",
          leaseId,
          now,
        )
        .toArray()[0];
    const losing = this.script()?.nemesis.loseFirstAck ?? [];
    for (const { lease_id: leaseId } of request.acks) {
      const row = leased(leaseId);
      if (!row) {
        answer.warnings.push(
          `lease ${leaseId} has expired or is unknown: its message was not acknowledged`,
        );
        continue;
      }
      answer.ackCount += 1;
      if (losing.includes(row.number) && row.ack_lost === 0) {
        // The nemesis loses it: the lease runs out, and the message comes back.
        this.sql.exec('UPDATE messages SET ack_lost = 1 WHERE number = ?', row.number);
        this.log(row.number, row.attempts, 'ack-lost');
        continue;
      }
      this.sql.exec(
        "UPDATE messages SET state = 'acked', lease_id = NULL WHERE number = ?",
        row.number,
      );
      this.log(row.number, row.attempts, 'acked');
    }
    for (const { lease_id: leaseId, delay_seconds: delay } of request.retries) {
      const row = leased(leaseId);
      if (!row) {
        answer.warnings.push(
          `lease ${leaseId} has expired or is unknown: its message was not retried`,
        );
        continue;
      }
      answer.retryCount += 1;
      // A retry of the last delivery dead-letters the message, as Cloudflare's does.
      if (this.settleFailed(row, delay) === 'retried') {
        this.log(row.number, row.attempts, 'retried', delay);
      }
    }
    await this.judgeIfOver();
    return answer;
  }

  /**
   * Before a learner's call to their database: whether the run takes it, and, for a write,
   * whether the nemesis crashes the handler once it is applied.
   */
  async beforeCall(
    hash: string,
    writes: boolean,
    maxCalls: number,
  ): Promise<'take' | 'crash' | 'over' | 'spent' | undefined> {
    const info = this.mine(hash);
    if (!info) return undefined;
    if (info.state !== 'running') return 'over';
    if (info.calls >= maxCalls) return 'spent';
    const count = info.writes + (writes ? 1 : 0);
    await this.save({ ...info, calls: info.calls + 1, writes: count });
    const crashes = this.script()?.nemesis.crashAfterWrite ?? [];
    return writes && crashes.includes(count) ? 'crash' : 'take';
  }

  /**
   * The handler's `env.EVENTS.send()` or `sendBatch()`: kept in order, or failed whole when the
   * nemesis fails this send call.
   */
  async send(
    hash: string,
    bodies: readonly unknown[],
  ): Promise<'sent' | 'failed' | 'over' | 'spent' | undefined> {
    const info = this.mine(hash);
    if (!info) return undefined;
    if (info.state !== 'running') return 'over';
    const { total } = this.sql.exec<{ total: number }>('SELECT COUNT(*) AS total FROM sent').one();
    if (total + bodies.length > MAX_SENT_MESSAGES) return 'spent';
    const count = (info.sends ?? 0) + 1;
    await this.save({ ...info, sends: count });
    if (this.script()?.nemesis.failSends?.includes(count)) return 'failed';
    const at = Date.now() - info.startedAt;
    for (const body of bodies) {
      this.sql.exec('INSERT INTO sent (body, at) VALUES (?, ?)', JSON.stringify(body), at);
    }
    return 'sent';
  }

  /** The host stopped the handler: the run ends, stopped, saying why. */
  async stop(hash: string, message: string): Promise<RunStatus | undefined> {
    const info = this.mine(hash);
    if (!info) return undefined;
    if (info.state === 'running') await this.save({ ...info, state: 'stopped', anomaly: message });
    return this.status(hash);
  }

  /** The run as its learner sees it, judged first if it is over. */
  async status(hash: string): Promise<RunStatus | undefined> {
    if (!this.mine(hash)) return undefined;
    await this.judgeIfOver();
    const info = this.info;
    if (!info) return undefined;
    return {
      state: info.state,
      ...(info.anomaly ? { anomaly: info.anomaly } : {}),
      ...(info.traceId ? { traceId: info.traceId } : {}),
      deliveries: this.deliveries(),
    };
  }

  private deliveries(): Delivery[] {
    return this.sql
      .exec<{
        number: number;
        attempt: number;
        outcome: Delivery['outcome'];
        at: number;
        delay_seconds: number | null;
      }>('SELECT number, attempt, outcome, at, delay_seconds FROM deliveries ORDER BY n')
      .toArray()
      .map((row) => ({
        messageId: messageId(row.number),
        attempt: row.attempt,
        outcome: row.outcome,
        atMs: row.at,
        ...(row.delay_seconds === null ? {} : { delaySeconds: row.delay_seconds }),
      }));
  }

  /** Judges the run once every message is settled, or once its time is up. */
  private async judgeIfOver(): Promise<void> {
    const info = this.info;
    const script = this.script();
    if (!info || !script || info.state !== 'running') return;
    this.expireLeases(Date.now());
    const timeUp = Date.now() >= info.startedAt + RUN_TIME_MS;
    if (!timeUp && this.unsettledLeft()) return;
    const database = learnerDatabase(this.env, info.runId);
    const tables: Record<string, Row[]> = {};
    for (const [name, sql] of Object.entries(script.reads)) tables[name] = await database.read(sql);
    const messages = this.sql
      .exec<{ number: number; body: string }>('SELECT number, body FROM messages ORDER BY number')
      .toArray()
      .map((row) => ({ id: messageId(row.number), body: JSON.parse(row.body) as Row }));
    const sent = this.sql
      .exec<{ body: string }>('SELECT body FROM sent ORDER BY n')
      .toArray()
      .map((row) => JSON.parse(row.body) as unknown);
    const anomaly = script.check({ messages, deliveries: this.deliveries(), tables, sent });
    await this.save({ ...info, state: anomaly ? 'failed' : 'passed', anomaly });
  }

  override async alarm(): Promise<void> {
    const info = this.info;
    if (info?.state === 'running') {
      await this.judgeIfOver();
      await this.ctx.storage.setAlarm(info.startedAt + KEEP_MS);
      return;
    }
    await this.ctx.storage.deleteAll();
    this.info = undefined;
  }
}
