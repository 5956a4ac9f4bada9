// Consumer challenges (docs/learn.md#consumer-challenges): a learner writes a Workers queue
// handler, the challenge sends its messages through a real queue of the system and attacks the
// handler with a schedule of message faults (its nemesis), and a checker on the server reads
// the learner's effects and the delivery log for the property the challenge names.
//
// The handler runs in the browser's sandbox (docs/decisions.md#learner-code), fed through a
// lease-based pull shaped like Cloudflare Queues' HTTP pull consumer: `batch_size` and
// `visibility_timeout_ms` to pull, `lease_id` to acknowledge or retry.
import * as z from 'zod';

/** The challenges (GET), each one's runs (POST `…/{id}/runs`), a run (GET `…/runs/{runId}`). */
export const LAB_CHALLENGES_PATH = '/api/lab/challenges';

export const CHALLENGE_IDS = [
  'idempotent-consumer',
  'last-writer-wins',
  'poison-messages',
  'crash-mid-batch',
  'slow-consumer',
  'transactional-outbox',
] as const;
export const challengeIdSchema = z.enum(CHALLENGE_IDS, {
  error: `id must be one of ${CHALLENGE_IDS.join(', ')}`,
});
export type ChallengeId = z.infer<typeof challengeIdSchema>;

/** What a challenge's nemesis does to the messages, in the lab's own fault names. */
export const NEMESIS_KINDS = [
  'duplicate',
  'redelivery',
  'reorder',
  'delay',
  'crash',
  'poison',
  'slow',
  'send-fail',
] as const;
export const nemesisKindSchema = z.enum(NEMESIS_KINDS);
export type NemesisKind = z.infer<typeof nemesisKindSchema>;

export const challengeSchema = z.object({
  id: challengeIdSchema,
  title: z.string(),
  /** The property the checker verifies, in a sentence. */
  property: z.string(),
  nemesis: z.array(nemesisKindSchema),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const challengeListSchema = z.array(challengeSchema);

export const challengePath = (id: ChallengeId): `/${string}` => `${LAB_CHALLENGES_PATH}/${id}`;
export const challengeRunsPath = (id: ChallengeId): `/${string}` => `${challengePath(id)}/runs`;
export const challengeRunPath = (id: ChallengeId, runId: string): `/${string}` =>
  `${challengeRunsPath(id)}/${runId}`;
/** The run's queue, as its handler's host pulls it (POST) and settles what it pulled (POST). */
export const runPullPath = (id: ChallengeId, runId: string): `/${string}` =>
  `${challengeRunPath(id, runId)}/pull`;
export const runAckPath = (id: ChallengeId, runId: string): `/${string}` =>
  `${challengeRunPath(id, runId)}/ack`;
/** The learner's own database: D1's statements, run on the server (POST). */
export const runDatabasePath = (id: ChallengeId, runId: string): `/${string}` =>
  `${challengeRunPath(id, runId)}/db`;
/** The queue the handler produces to (`env.EVENTS`): its `send()` and `sendBatch()` (POST). */
export const runSendPath = (id: ChallengeId, runId: string): `/${string}` =>
  `${challengeRunPath(id, runId)}/send`;
/** The host stopped the handler (POST `{ reason }`): a loop, memory or a network attempt. */
export const runStopPath = (id: ChallengeId, runId: string): `/${string}` =>
  `${challengeRunPath(id, runId)}/stop`;

/** The most of a learner's handler the server takes. */
export const MAX_HANDLER_CHARS = 20_000;
export const newRunSchema = z.strictObject({
  code: z
    .string({ error: 'code is required: the source of your queue handler' })
    .min(1, 'code is empty: write your queue handler')
    .max(MAX_HANDLER_CHARS, `code is longer than ${MAX_HANDLER_CHARS} characters`),
});
/** A run's id: 32 lower-case hexadecimal digits. */
export const runIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'A run id is 32 lower-case hexadecimal digits');
export const runParamsSchema = z.object({ id: challengeIdSchema, runId: runIdSchema });
export const newRunAnswerSchema = z.object({
  id: runIdSchema,
  /**
   * What the handler's host runs: the code as the body of a function returning its default
   * export (the server read it, so the host needs no parser of its own).
   */
  body: z.string(),
  /** When the run stops waiting for the handler and judges what it has. */
  deadline: z.iso.datetime(),
});
export type NewRunAnswer = z.infer<typeof newRunAnswerSchema>;

/** How many messages a pull may ask for, and how long a lease may be. */
export const MAX_PULL_BATCH = 100;
export const MAX_VISIBILITY_TIMEOUT_MS = 30_000;
export const pullRequestSchema = z.strictObject({
  batch_size: z.number().int().min(1).max(MAX_PULL_BATCH).default(10),
  visibility_timeout_ms: z.number().int().min(100).max(MAX_VISIBILITY_TIMEOUT_MS).default(5_000),
});
export const pulledMessageSchema = z.object({
  /** The message's id on the run's queue: `m-1`, `m-2`, … */
  id: z.string(),
  body: z.unknown(),
  timestamp_ms: z.number(),
  attempts: z.number().int().min(1),
  lease_id: z.string(),
});
export type PulledMessage = z.infer<typeof pulledMessageSchema>;
export const pullAnswerSchema = z.object({
  messages: z.array(pulledMessageSchema),
  /** Whether the run still has messages to deliver (now or later). */
  more: z.boolean(),
});

/** How long a retry may wait, as Cloudflare Queues allows (12 hours). */
export const MAX_RETRY_DELAY_SECONDS = 43_200;
export const ackRequestSchema = z.strictObject({
  acks: z
    .array(z.strictObject({ lease_id: z.string().max(64) }))
    .max(MAX_PULL_BATCH)
    .default([]),
  retries: z
    .array(
      z.strictObject({
        lease_id: z.string().max(64),
        delay_seconds: z.number().int().min(0).max(MAX_RETRY_DELAY_SECONDS).default(0),
      }),
    )
    .max(MAX_PULL_BATCH)
    .default([]),
});
export type AckRequest = z.infer<typeof ackRequestSchema>;
export const ackAnswerSchema = z.object({
  ackCount: z.number().int(),
  retryCount: z.number().int(),
  /** A lease that had expired or was unknown: its message is not settled by this call. */
  warnings: z.array(z.string()),
});
export type AckAnswer = z.infer<typeof ackAnswerSchema>;

/** One D1 statement: its SQL and the values bound to it. */
export const MAX_STATEMENTS = 50;
export const sqlValueSchema = z.union([z.string().max(10_000), z.number(), z.null()]);
export const statementSchema = z.strictObject({
  sql: z.string().min(1, 'sql is empty').max(10_000),
  params: z.array(sqlValueSchema).max(100).default([]),
});
export const databaseRequestSchema = z.strictObject({
  /** One statement, or a `batch()`: its statements in one transaction. */
  statements: z.array(statementSchema).min(1).max(MAX_STATEMENTS),
});
export type DatabaseRequest = z.infer<typeof databaseRequestSchema>;
export const statementResultSchema = z.object({
  results: z.array(z.record(z.string(), z.unknown())),
  meta: z.object({ changes: z.number(), last_row_id: z.number(), rows_read: z.number() }),
});
export type StatementResult = z.infer<typeof statementResultSchema>;
export const databaseAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('done'), results: z.array(statementResultSchema) }),
  /** The SQL failed: nothing of the call was applied. */
  z.object({ outcome: z.literal('error'), message: z.string() }),
  /** The nemesis crashed the handler after this call was applied: its host stops it now. */
  z.object({ outcome: z.literal('crashed'), results: z.array(statementResultSchema) }),
]);
export type DatabaseAnswer = z.infer<typeof databaseAnswerSchema>;

/** What one `sendBatch()` may carry, as Cloudflare Queues allows, and one body's most. */
export const MAX_SEND_BATCH = 100;
export const MAX_SENT_BODY_CHARS = 2_000;
export const sendRequestSchema = z.strictObject({
  messages: z
    .array(
      z.strictObject({
        body: z
          .unknown()
          .refine(
            (body) => body !== undefined && JSON.stringify(body).length <= MAX_SENT_BODY_CHARS,
            `a message body is JSON of at most ${MAX_SENT_BODY_CHARS} characters`,
          ),
      }),
    )
    .min(1, 'messages is empty: send at least one')
    .max(MAX_SEND_BATCH, `a sendBatch() carries at most ${MAX_SEND_BATCH} messages`),
});
export type SendRequest = z.infer<typeof sendRequestSchema>;
export const sendAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('sent'), count: z.number().int() }),
  /** The nemesis failed the send: nothing of it reached the queue. */
  z.object({ outcome: z.literal('error'), message: z.string() }),
]);
export type SendAnswer = z.infer<typeof sendAnswerSchema>;

export const STOP_REASONS = ['cpu', 'memory', 'network', 'error'] as const;
export const stopRequestSchema = z.strictObject({
  reason: z.enum(STOP_REASONS),
  message: z.string().max(500),
});

export const RUN_STATES = ['running', 'passed', 'failed', 'stopped'] as const;
export type RunState = (typeof RUN_STATES)[number];
export const DELIVERY_OUTCOMES = [
  'leased',
  'acked',
  'ack-lost',
  'retried',
  'expired',
  'crashed',
  'dead-lettered',
] as const;
export const deliverySchema = z.object({
  messageId: z.string(),
  attempt: z.number().int(),
  outcome: z.enum(DELIVERY_OUTCOMES),
  /** Milliseconds since the run started. */
  atMs: z.number().int(),
  /** A retry's delay. */
  delaySeconds: z.number().int().optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const runStatusSchema = z.object({
  state: z.enum(RUN_STATES),
  /** The smallest anomaly the checker found, in the learner's terms. */
  anomaly: z.string().optional(),
  /** The trace the run's messages were sent and delivered in. */
  traceId: z.string().optional(),
  deliveries: z.array(deliverySchema),
});
export type RunStatus = z.infer<typeof runStatusSchema>;

export const RUN_NOT_FOUND_MESSAGE = 'No such run in your lab session';
export const RUN_NEEDS_SESSION_MESSAGE =
  'A challenge run needs a lab session: press Start exercise or reload the page';
export const RUN_OVER_MESSAGE = 'This run is over: start a new one';

/** The queue each run's messages go through, from the users service to its own consumer. */
export const CHALLENGE_QUEUE = 'challenge-stream';
