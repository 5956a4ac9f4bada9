// The consumer challenges' calls (docs/learn.md#consumer-challenges): the list, a new run, a
// run's status, and what the handler's host does on a run: pull by lease, acknowledge or retry,
// the learner's database, the queue the handler sends to, and a stop. Each goes with the browser's lab session (lib/http.ts).
import {
  ackAnswerSchema,
  challengeListSchema,
  challengeRunPath,
  challengeRunsPath,
  databaseAnswerSchema,
  LAB_CHALLENGES_PATH,
  newRunAnswerSchema,
  pullAnswerSchema,
  runAckPath,
  runDatabasePath,
  runPullPath,
  runSendPath,
  runStatusSchema,
  runStopPath,
  sendAnswerSchema,
  type AckRequest,
  type ChallengeId,
  type DatabaseRequest,
  type SendRequest,
  type STOP_REASONS,
} from '@repo/contracts/lab-challenges';
import * as z from 'zod';
import { getJson, sendJson } from '@/lib/api-client';

export type StopReason = (typeof STOP_REASONS)[number];

export const getChallenges = (signal?: AbortSignal) =>
  getJson(LAB_CHALLENGES_PATH, challengeListSchema, { signal });

/** Starts a run of the learner's code; a 400 says why the code cannot be a handler. */
export async function startRun(id: ChallengeId, code: string) {
  const { data } = await sendJson(challengeRunsPath(id), newRunAnswerSchema, {
    method: 'POST',
    json: { code },
  });
  return data;
}

export const getRunStatus = (id: ChallengeId, runId: string, signal?: AbortSignal) =>
  getJson(challengeRunPath(id, runId), runStatusSchema, { signal, traced: false });

/**
 * What the host asks of one run: the calls of Cloudflare's pull consumer, its database, and the
 * queue its handler sends to.
 */
export interface RunCalls {
  pull(batchSize: number, visibilityTimeoutMs: number): Promise<z.output<typeof pullAnswerSchema>>;
  ack(settlements: AckRequest): Promise<z.output<typeof ackAnswerSchema>>;
  database(request: DatabaseRequest): Promise<z.output<typeof databaseAnswerSchema>>;
  send(request: SendRequest): Promise<z.output<typeof sendAnswerSchema>>;
  stop(reason: StopReason, message: string): Promise<void>;
}

export function runCalls(id: ChallengeId, runId: string): RunCalls {
  const post = async <T extends z.ZodType>(path: `/${string}`, schema: T, json: unknown) =>
    (await sendJson(path, schema, { method: 'POST', json, traced: false })).data;
  return {
    pull: (batchSize, visibilityTimeoutMs) =>
      post(runPullPath(id, runId), pullAnswerSchema, {
        batch_size: batchSize,
        visibility_timeout_ms: visibilityTimeoutMs,
      }),
    ack: (settlements) => post(runAckPath(id, runId), ackAnswerSchema, settlements),
    database: (request) => post(runDatabasePath(id, runId), databaseAnswerSchema, request),
    send: (request) => post(runSendPath(id, runId), sendAnswerSchema, request),
    stop: async (reason, message) => {
      await post(runStopPath(id, runId), z.unknown(), { reason, message: message.slice(0, 500) });
    },
  };
}
