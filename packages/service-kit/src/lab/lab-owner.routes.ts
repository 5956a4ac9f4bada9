// The lab's routes on a service that keeps faults or dead letters, which the gateway reaches
// through its binding: the public declarations (lab.routes.ts) as the owner answers them, with
// no admin token (the gateway asked for it) and the owner's own answers. Binding-only, so no
// public document lists them.
import * as z from 'zod';
import { faultSchema, faultScopeSchema, ownedFaultsSchema } from '@repo/contracts/lab-faults';
import { deadLettersPath } from '@repo/contracts/lab-paths';
import { deadLetterListSchema, replayResultSchema } from '@repo/contracts/lab-topology';
import type { QueueId } from '@repo/contracts/queues';
import { createRoute, errorAnswer, inputRefusals, successAnswer } from '../openapi';
import * as lab from './lab.routes';

const tags = ['Lab (service binding only)'];

export const ownedFaultsRoute = createRoute({
  ...lab.faultListRoute,
  tags,
  responses: {
    200: successAnswer(ownedFaultsSchema, "The faults acting on the request's session"),
  },
});

const { security: _startSecurity, ...startFault } = lab.startFaultRoute;
export const startOwnedFaultRoute = createRoute({
  ...startFault,
  tags,
  responses: { 201: successAnswer(faultSchema, 'The fault, started'), ...inputRefusals() },
});

const { security: _clearSecurity, ...clearFault } = lab.clearFaultRoute;
export const clearOwnedFaultRoute = createRoute({
  ...clearFault,
  tags,
  request: {
    params: clearFault.request.params,
    // `session`: the gateway clears only a fault of the request's own session (no admin token).
    query: z.object({ scope: faultScopeSchema.optional() }),
  },
  responses: {
    200: successAnswer(z.object({ id: z.string() }), 'The fault, cleared'),
    404: errorAnswer('No active fault here has this id'),
  },
});

/** The dead letters of the one queue this service consumes, at that queue's own path. */
export function ownedDeadLettersRoute(queue: QueueId) {
  const { request: _params, ...route } = lab.deadLettersRoute;
  return createRoute({
    ...route,
    path: deadLettersPath(queue),
    tags,
    responses: { 200: successAnswer(deadLetterListSchema, 'The letters') },
  });
}

export function ownedReplayRoute(queue: QueueId) {
  const { security: _security, request, ...route } = lab.replayRoute;
  return createRoute({
    ...route,
    path: `${deadLettersPath(queue)}/replay`,
    tags,
    request: { body: request.body },
    responses: {
      200: successAnswer(replayResultSchema, 'How many were replayed'),
      ...inputRefusals(),
    },
  });
}
