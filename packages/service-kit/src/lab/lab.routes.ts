// The lab's public routes: its fault switches and dead-letter queues, which the gateway
// answers and forwards to the service that keeps each (docs/lab.md).
import * as z from 'zod';
import {
  FAULT_REQUEST_MAX_BYTES,
  faultListSchema,
  faultRequestSchema,
  faultSchema,
} from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH, LAB_QUEUES_PATH } from '@repo/contracts/lab-paths';
import {
  deadLetterListSchema,
  REPLAY_REQUEST_MAX_BYTES,
  replayRequestSchema,
  replayResultSchema,
} from '@repo/contracts/lab-topology';
import { queueIdSchema } from '@repo/contracts/queues';
import { jsonBodyLimit, jsonBodyRefusals } from '../json-body-limit';
import {
  createRoute,
  ADMIN_SECURITY_SCHEME,
  errorAnswer,
  inputRefusals,
  successAnswer,
} from '../openapi';

const tags = ['Lab'];
// Open in a local run; the admin token in a deployment (docs/lab.md#who-may-break-things).
export const labWrite = {
  security: [{}, { [ADMIN_SECURITY_SCHEME]: [] }] as Array<Record<string, string[]>>,
  responses: {
    401: errorAnswer('The admin token is missing or wrong'),
    403: errorAnswer('Admin calls are off in this deployment: no ADMIN_TOKEN is set'),
    503: errorAnswer('The service that keeps it did not answer'),
  },
};
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const queueParams = z.object({ queue: queueIdSchema });
const unknownQueue = { 404: errorAnswer('No queue has this id') };

export const faultListRoute = createRoute({
  method: 'get',
  path: LAB_FAULTS_PATH,
  tags,
  summary: 'The active lab faults, soonest to expire first',
  responses: { 200: successAnswer(faultListSchema, 'The faults and who may start them') },
});

export const startFaultRoute = createRoute({
  method: 'post',
  path: LAB_FAULTS_PATH,
  tags,
  summary: 'Start a lab fault on a service or a queue, for a while',
  security: labWrite.security,
  middleware: jsonBodyLimit(FAULT_REQUEST_MAX_BYTES),
  request: { body: jsonBody(faultRequestSchema) },
  responses: {
    201: successAnswer(faultSchema, 'The fault, started'),
    ...inputRefusals(),
    ...jsonBodyRefusals(FAULT_REQUEST_MAX_BYTES),
    ...labWrite.responses,
  },
});

export const clearFaultRoute = createRoute({
  method: 'delete',
  path: `${LAB_FAULTS_PATH}/{id}`,
  tags,
  summary: 'Clear a lab fault before it expires',
  security: labWrite.security,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: successAnswer(z.object({ id: z.string() }), 'The fault, cleared'),
    404: errorAnswer('No active fault has this id'),
    ...labWrite.responses,
  },
});

export const deadLettersRoute = createRoute({
  method: 'get',
  path: `${LAB_QUEUES_PATH}/{queue}/dead-letters`,
  tags,
  summary: "The messages waiting in a queue's dead-letter queue, oldest first",
  request: { params: queueParams },
  responses: {
    200: successAnswer(deadLetterListSchema, 'The letters'),
    ...unknownQueue,
    503: labWrite.responses[503],
  },
});

export const replayRoute = createRoute({
  method: 'post',
  path: `${LAB_QUEUES_PATH}/{queue}/dead-letters/replay`,
  tags,
  summary: 'Send dead letters back onto their queue: some by id, or all (an empty body)',
  security: labWrite.security,
  middleware: jsonBodyLimit(REPLAY_REQUEST_MAX_BYTES),
  request: { params: queueParams, body: { ...jsonBody(replayRequestSchema), required: false } },
  responses: {
    200: successAnswer(replayResultSchema, 'How many were replayed'),
    ...inputRefusals(),
    ...jsonBodyRefusals(REPLAY_REQUEST_MAX_BYTES),
    ...unknownQueue,
    ...labWrite.responses,
  },
});
