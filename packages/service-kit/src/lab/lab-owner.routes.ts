// The lab's routes on a service that keeps faults or dead letters (the gateway reaches them
// through its binding; the public ones it answers are declared in the gateway). Declared from
// the contracts like every other route, so they validate what they take; binding-only, so no
// public document lists them.
import { createRoute, z } from '@hono/zod-openapi';
import { faultRequestSchema, faultSchema, ownedFaultsSchema } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH, deadLettersPath } from '@repo/contracts/lab-paths';
import {
  deadLetterListSchema,
  replayRequestSchema,
  replayResultSchema,
} from '@repo/contracts/lab-topology';
import type { QueueId } from '@repo/contracts/queues';
import { errorAnswer, inputRefusals, successAnswer } from '../openapi';

const tags = ['Lab (service binding only)'];
const jsonBody = <T extends z.ZodType>(schema: T, required: boolean) => ({
  required,
  content: { 'application/json': { schema } },
});

export const ownedFaultsRoute = createRoute({
  method: 'get',
  path: LAB_FAULTS_PATH,
  tags,
  summary: 'The active faults this service keeps',
  responses: { 200: successAnswer(ownedFaultsSchema, 'The faults') },
});

export const startOwnedFaultRoute = createRoute({
  method: 'post',
  path: LAB_FAULTS_PATH,
  tags,
  summary: 'Start a fault on a target this service keeps',
  request: { body: jsonBody(faultRequestSchema, true) },
  responses: { 201: successAnswer(faultSchema, 'The fault, started'), ...inputRefusals() },
});

export const clearOwnedFaultRoute = createRoute({
  method: 'delete',
  path: `${LAB_FAULTS_PATH}/{id}`,
  tags,
  summary: 'Clear a fault this service keeps',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: successAnswer(z.object({ id: z.string() }), 'The fault, cleared'),
    404: errorAnswer('No active fault here has this id'),
  },
});

export function ownedDeadLettersRoute(queue: QueueId) {
  return createRoute({
    method: 'get',
    path: deadLettersPath(queue),
    tags,
    summary: `The dead letters of ${queue}, which this service consumes`,
    responses: { 200: successAnswer(deadLetterListSchema, 'The letters') },
  });
}

export function ownedReplayRoute(queue: QueueId) {
  return createRoute({
    method: 'post',
    path: `${deadLettersPath(queue)}/replay`,
    tags,
    summary: `Send dead letters back onto ${queue}: some by id, or all (an empty body)`,
    request: { body: jsonBody(replayRequestSchema, false) },
    responses: {
      200: successAnswer(replayResultSchema, 'How many were replayed'),
      ...inputRefusals(),
    },
  });
}
