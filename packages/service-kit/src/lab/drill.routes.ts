// The lab's drills (docs/lab.md#drills): the public routes the gateway answers, and the same
// as the service that keeps the drills answers them through its binding, with the hidden
// fault the gateway starts, hides and clears.
import * as z from 'zod';
import {
  DIAGNOSIS_REQUEST_MAX_BYTES,
  diagnosisRequestSchema,
  hiddenDrillSchema,
  ownedDrillRequestSchema,
  revealedFaultSchema,
} from '@repo/contracts/lab-drill-faults';
import {
  diagnosisResultSchema,
  DRILL_REQUEST_MAX_BYTES,
  drillRequestSchema,
  drillSchema,
  LAB_DRILLS_PATH,
} from '@repo/contracts/lab-drills';
import { jsonBodyLimit, jsonBodyRefusals } from '../json-body-limit';
import { createRoute, errorAnswer, inputRefusals, successAnswer } from '../openapi';
import { jsonBody, labWrite } from './lab.routes';

const tags = ['Lab'];
const ownerTags = ['Lab (service binding only)'];
const drillParams = z.object({ id: z.string() });
const unknownDrill = 'No running drill has this id (solved, given up or expired)';

/** Where the gateway reads the running drill, with its fault, to hide that fault. */
export const RUNNING_DRILL_PATH = `${LAB_DRILLS_PATH}/running`;

export const startDrillRoute = createRoute({
  method: 'post',
  path: LAB_DRILLS_PATH,
  tags,
  summary: 'Start a drill: the system breaks something, for 10 minutes at most, and hides what',
  security: labWrite.security,
  middleware: jsonBodyLimit(DRILL_REQUEST_MAX_BYTES),
  request: { body: jsonBody(drillRequestSchema) },
  responses: {
    201: successAnswer(drillSchema, 'The drill, started'),
    ...inputRefusals({ 409: 'A drill is already running' }),
    ...jsonBodyRefusals(DRILL_REQUEST_MAX_BYTES),
    ...labWrite.responses,
  },
});

export const diagnosisRoute = createRoute({
  method: 'post',
  path: `${LAB_DRILLS_PATH}/{id}/diagnosis`,
  tags,
  summary: 'Answer a drill: what broke, and a trace that shows it; a right answer ends it',
  security: labWrite.security,
  middleware: jsonBodyLimit(DIAGNOSIS_REQUEST_MAX_BYTES),
  request: { params: drillParams, body: jsonBody(diagnosisRequestSchema) },
  responses: {
    200: successAnswer(diagnosisResultSchema, 'Right or wrong, the attempts so far, and why'),
    ...inputRefusals({ 404: unknownDrill }),
    429: errorAnswer('More diagnoses than a minute allows: when to answer again'),
    ...jsonBodyRefusals(DIAGNOSIS_REQUEST_MAX_BYTES),
    ...labWrite.responses,
  },
});

export const giveUpRoute = createRoute({
  method: 'delete',
  path: `${LAB_DRILLS_PATH}/{id}`,
  tags,
  summary: 'Give a drill up: its fault is cleared and revealed',
  security: labWrite.security,
  request: { params: drillParams },
  responses: {
    200: successAnswer(revealedFaultSchema, 'The fault the drill had started'),
    404: errorAnswer(unknownDrill),
    ...labWrite.responses,
  },
});

export const runningDrillRoute = createRoute({
  method: 'get',
  path: RUNNING_DRILL_PATH,
  tags: ownerTags,
  summary: 'The running drill with its fault, or null',
  responses: {
    200: successAnswer(z.object({ drill: hiddenDrillSchema.nullable() }), 'The running drill'),
  },
});

const { security: _start, ...startDrill } = startDrillRoute;
export const startOwnedDrillRoute = createRoute({
  ...startDrill,
  request: { body: jsonBody(ownedDrillRequestSchema) },
  tags: ownerTags,
  responses: {
    201: successAnswer(hiddenDrillSchema, 'The drill, with the fault the gateway starts'),
    ...inputRefusals({ 409: 'A drill is already running' }),
  },
});

const { security: _diagnosis, ...diagnosis } = diagnosisRoute;
export const ownedDiagnosisRoute = createRoute({
  ...diagnosis,
  tags: ownerTags,
  responses: {
    200: successAnswer(diagnosisResultSchema, 'Right or wrong, the attempts so far, and why'),
    ...inputRefusals({ 404: unknownDrill }),
    429: errorAnswer('More diagnoses than a minute allows: when to answer again'),
  },
});

const { security: _giveUp, ...giveUp } = giveUpRoute;
export const ownedGiveUpRoute = createRoute({
  ...giveUp,
  tags: ownerTags,
  responses: {
    200: successAnswer(revealedFaultSchema, 'The fault the gateway clears'),
    404: errorAnswer(unknownDrill),
  },
});
