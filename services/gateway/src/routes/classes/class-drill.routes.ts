// The instructor's drill for the whole class, as declared (the handlers: class-drill.index.ts).
import {
  CLASS_DRILL_RUNNING_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  CLASSES_PATH,
  classParamsSchema,
  classDrillRequestSchema,
  classDrillSchema,
  labResetSchema,
  NO_CLASS_DRILL_MESSAGE,
} from '@repo/contracts/classes';
import { jsonBodyLimit, jsonBodyRefusals } from '@repo/service-kit/json-body-limit';
import { jsonBody } from '@repo/service-kit/lab/lab.routes';
import { adminCall, createRoute, inputRefusals, successAnswer } from '@repo/service-kit/openapi';
import * as z from 'zod';

const tags = ['Classes'];
const params = classParamsSchema;
const { security, responses: adminRefusals } = adminCall;
const BODY_MAX_BYTES = 1_024;

export const startClassDrillRoute = createRoute({
  method: 'post',
  path: `${CLASSES_PATH}/{code}/drills`,
  tags,
  summary: "Start the same drill in every member's session at once, each scoped to its own",
  security,
  middleware: jsonBodyLimit(BODY_MAX_BYTES),
  request: { params, body: jsonBody(classDrillRequestSchema) },
  responses: {
    201: successAnswer(classDrillSchema, 'The class drill, started'),
    ...inputRefusals({ 404: CLASS_NOT_FOUND_MESSAGE, 409: CLASS_DRILL_RUNNING_MESSAGE }),
    ...jsonBodyRefusals(BODY_MAX_BYTES),
    ...adminRefusals,
  },
});

export const revealClassDrillRoute = createRoute({
  method: 'post',
  path: `${CLASSES_PATH}/{code}/drills/reveal`,
  tags,
  summary: 'Reveal the class drill to everyone: each drill still running ends, its fault cleared',
  security,
  request: { params },
  responses: {
    200: successAnswer(classDrillSchema, 'The class drill, revealed'),
    ...inputRefusals({ 404: NO_CLASS_DRILL_MESSAGE }),
    ...adminRefusals,
  },
});

export const resetMemberLabRoute = createRoute({
  method: 'post',
  path: `${CLASSES_PATH}/{code}/members/{learnerId}/reset`,
  tags,
  summary: "Reset a member's lab: clear the faults of their session and end their drill",
  security,
  request: { params: params.extend({ learnerId: z.string().min(1).max(64) }) },
  responses: {
    200: successAnswer(labResetSchema, 'What was cleared'),
    ...inputRefusals({ 404: 'No such class, or no such member in it' }),
    ...adminRefusals,
  },
});
