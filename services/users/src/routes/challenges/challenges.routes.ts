// The consumer challenges' API (docs/learn.md#consumer-challenges): the list, a learner's runs,
// and what a run's host calls while the learner's handler runs (pull, ack, its database, the
// queue it sends to, stop).
import {
  ackAnswerSchema,
  ackRequestSchema,
  challengeListSchema,
  databaseAnswerSchema,
  databaseRequestSchema,
  LAB_CHALLENGES_PATH,
  newRunAnswerSchema,
  newRunSchema,
  pullAnswerSchema,
  pullRequestSchema,
  RUN_NOT_FOUND_MESSAGE,
  runParamsSchema,
  runStatusSchema,
  sendAnswerSchema,
  sendRequestSchema,
  stopRequestSchema,
  challengeIdSchema,
} from '@repo/contracts/lab-challenges';
import * as z from 'zod';
import { jsonBodyLimit, jsonBodyRefusals } from '@repo/service-kit/json-body-limit';
import { jsonBody } from '@repo/service-kit/lab/lab.routes';
import { createRoute, errorAnswer, inputRefusals, successAnswer } from '@repo/service-kit/openapi';

const tags = ['Challenges'];
/** A handler's source is at most 20,000 characters; a database call's statements, a little more. */
export const CHALLENGE_BODY_MAX_BYTES = 65_536;
const runPath = `${LAB_CHALLENGES_PATH}/{id}/runs/{runId}`;
const params = runParamsSchema;
const ownRun = {
  401: 'The call has no lab session',
  404: RUN_NOT_FOUND_MESSAGE,
};
const bodied = [jsonBodyLimit(CHALLENGE_BODY_MAX_BYTES)];

export const challengeListRoute = createRoute({
  method: 'get',
  path: LAB_CHALLENGES_PATH,
  tags,
  summary: 'The consumer challenges: each one’s property and nemesis',
  responses: { 200: successAnswer(challengeListSchema, 'The challenges') },
});

export const newRunRoute = createRoute({
  method: 'post',
  path: `${LAB_CHALLENGES_PATH}/{id}/runs`,
  tags,
  summary: "Run the caller's queue handler against the challenge's messages and nemesis",
  middleware: bodied,
  request: { params: z.object({ id: challengeIdSchema }), body: jsonBody(newRunSchema) },
  responses: {
    201: successAnswer(newRunAnswerSchema, 'The run, started'),
    ...inputRefusals({ 401: 'The call has no lab session' }),
    ...jsonBodyRefusals(CHALLENGE_BODY_MAX_BYTES),
    429: errorAnswer('The session started too many runs in the last minute'),
  },
});

export const runStatusRoute = createRoute({
  method: 'get',
  path: runPath,
  tags,
  summary: 'A run: its state, its anomaly if it failed, and every delivery',
  request: { params },
  responses: {
    200: successAnswer(runStatusSchema, 'The run'),
    ...inputRefusals(ownRun),
  },
});

export const pullRoute = createRoute({
  method: 'post',
  path: `${runPath}/pull`,
  tags,
  summary: "Lease the run's visible messages (Cloudflare Queues' pull consumer shape)",
  middleware: bodied,
  request: { params, body: jsonBody(pullRequestSchema) },
  responses: {
    200: successAnswer(pullAnswerSchema, 'The leased messages'),
    ...inputRefusals(ownRun),
    ...jsonBodyRefusals(CHALLENGE_BODY_MAX_BYTES),
  },
});

export const ackRoute = createRoute({
  method: 'post',
  path: `${runPath}/ack`,
  tags,
  summary: 'Acknowledge or retry leased messages by lease id',
  middleware: bodied,
  request: { params, body: jsonBody(ackRequestSchema) },
  responses: {
    200: successAnswer(ackAnswerSchema, 'What was settled'),
    ...inputRefusals(ownRun),
    ...jsonBodyRefusals(CHALLENGE_BODY_MAX_BYTES),
  },
});

export const databaseRoute = createRoute({
  method: 'post',
  path: `${runPath}/db`,
  tags,
  summary: "Run D1 statements on the run's own database (a batch in one transaction)",
  middleware: bodied,
  request: { params, body: jsonBody(databaseRequestSchema) },
  responses: {
    200: successAnswer(databaseAnswerSchema, 'The results, the SQL error, or the crash'),
    ...inputRefusals({ ...ownRun, 409: 'The run is over' }),
    ...jsonBodyRefusals(CHALLENGE_BODY_MAX_BYTES),
    429: errorAnswer('The run has made its most database calls'),
  },
});

export const sendRoute = createRoute({
  method: 'post',
  path: `${runPath}/send`,
  tags,
  summary: "Send messages to the run's events queue (env.EVENTS: send() and sendBatch())",
  middleware: bodied,
  request: { params, body: jsonBody(sendRequestSchema) },
  responses: {
    200: successAnswer(sendAnswerSchema, 'Sent, or the send the nemesis failed'),
    ...inputRefusals({ ...ownRun, 409: 'The run is over' }),
    ...jsonBodyRefusals(CHALLENGE_BODY_MAX_BYTES),
    429: errorAnswer('The run has sent its most messages'),
  },
});

export const stopRoute = createRoute({
  method: 'post',
  path: `${runPath}/stop`,
  tags,
  summary: 'The host stopped the handler: the run ends, saying why',
  middleware: bodied,
  request: { params, body: jsonBody(stopRequestSchema) },
  responses: {
    200: successAnswer(runStatusSchema, 'The run, stopped'),
    ...inputRefusals(ownRun),
    ...jsonBodyRefusals(CHALLENGE_BODY_MAX_BYTES),
  },
});
