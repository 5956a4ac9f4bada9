import {
  CLASSES_PATH,
  CLASS_NOT_FOUND_MESSAGE,
  checkReportSchema,
  classParamsSchema,
  classRosterSchema,
  classSchema,
  handRequestSchema,
  joinAnswerSchema,
  joinRequestSchema,
  memberReportSchema,
  memberSchema,
  newClassRequestSchema,
  NOT_A_MEMBER_MESSAGE,
} from '@repo/contracts/classes';
import { requireAdminToken, type AdminBindings } from '@repo/service-kit/admin-token';
import { jsonBodyLimit, jsonBodyRefusals } from '@repo/service-kit/json-body-limit';
import { jsonBody } from '@repo/service-kit/lab/lab.routes';
import {
  adminCall,
  createRoute,
  errorAnswer,
  inputRefusals,
  successAnswer,
} from '@repo/service-kit/openapi';

const tags = ['Classes'];
const params = classParamsSchema;
/** Bodies are small: a snapshot of a learner's progress is a few kilobytes. */
export const CLASS_BODY_MAX_BYTES = 16_384;
/** The instructor's calls: the admin token, checked before anything else (a body is not read). */
const adminToken = requireAdminToken<{ Bindings: AdminBindings }>();
const admin = adminCall;
const unknownClass = { 404: CLASS_NOT_FOUND_MESSAGE };
const memberOnly = {
  401: 'The call has no lab session',
  403: NOT_A_MEMBER_MESSAGE,
  ...unknownClass,
};

export const createClassRoute = createRoute({
  method: 'post',
  path: CLASSES_PATH,
  tags,
  summary: 'Make a class: a join code, and the end time after which it is erased',
  security: admin.security,
  middleware: [adminToken, jsonBodyLimit(CLASS_BODY_MAX_BYTES)],
  request: { body: jsonBody(newClassRequestSchema) },
  responses: {
    201: successAnswer(classSchema, 'The class'),
    ...inputRefusals(),
    ...jsonBodyRefusals(CLASS_BODY_MAX_BYTES),
    ...admin.responses,
  },
});

export const rosterRoute = createRoute({
  method: 'get',
  path: `${CLASSES_PATH}/{code}`,
  tags,
  summary: "The class's members as the console shows them",
  security: admin.security,
  middleware: adminToken,
  request: { params },
  responses: {
    200: successAnswer(classRosterSchema, 'The class and its members'),
    ...inputRefusals(unknownClass),
    ...admin.responses,
  },
});

export const endClassRoute = createRoute({
  method: 'delete',
  path: `${CLASSES_PATH}/{code}`,
  tags,
  summary: 'End the class now: it and everything of its members are erased',
  security: admin.security,
  middleware: adminToken,
  request: { params },
  responses: {
    200: successAnswer(classSchema, 'The class, ended'),
    ...inputRefusals(unknownClass),
    ...admin.responses,
  },
});

export const liveRoute = createRoute({
  method: 'get',
  path: `${CLASSES_PATH}/{code}/live`,
  tags,
  summary: 'The console’s live feed (WebSocket): the roster, then each member as they change',
  security: admin.security,
  middleware: adminToken,
  request: { params },
  responses: {
    101: { description: 'Switching to the WebSocket' },
    426: errorAnswer('This path takes a WebSocket upgrade only'),
    ...inputRefusals(unknownClass),
    ...admin.responses,
  },
});

export const joinRoute = createRoute({
  method: 'post',
  path: `${CLASSES_PATH}/{code}/members`,
  tags,
  summary: "Join the class with the caller's lab session, under a display name",
  middleware: jsonBodyLimit(CLASS_BODY_MAX_BYTES),
  request: { params, body: jsonBody(joinRequestSchema) },
  responses: {
    201: successAnswer(joinAnswerSchema, 'The member'),
    ...inputRefusals(unknownClass),
    ...jsonBodyRefusals(CLASS_BODY_MAX_BYTES),
    401: errorAnswer('The call has no lab session'),
    409: errorAnswer('The session has joined this class, or another, already'),
  },
});

const ownPath = `${CLASSES_PATH}/{code}/members/me`;

export const ownMemberRoute = createRoute({
  method: 'get',
  path: ownPath,
  tags,
  summary: 'What the instructor sees of the caller',
  request: { params },
  responses: {
    200: successAnswer(memberSchema, 'The member, as the console shows them'),
    ...inputRefusals(memberOnly),
  },
});

export const reportRoute = createRoute({
  method: 'put',
  path: ownPath,
  tags,
  summary: "The caller's progress and place, as the app counts them",
  middleware: jsonBodyLimit(CLASS_BODY_MAX_BYTES),
  request: { params, body: jsonBody(memberReportSchema) },
  responses: {
    200: successAnswer(memberSchema, 'The member, as the console shows them now'),
    ...inputRefusals(memberOnly),
    ...jsonBodyRefusals(CLASS_BODY_MAX_BYTES),
  },
});

export const handRoute = createRoute({
  method: 'put',
  path: `${ownPath}/hand`,
  tags,
  summary: "Raise or lower the caller's hand",
  middleware: jsonBodyLimit(CLASS_BODY_MAX_BYTES),
  request: { params, body: jsonBody(handRequestSchema) },
  responses: {
    200: successAnswer(memberSchema, 'The member'),
    ...inputRefusals(memberOnly),
    ...jsonBodyRefusals(CLASS_BODY_MAX_BYTES),
  },
});

export const checkRoute = createRoute({
  method: 'post',
  path: `${ownPath}/checks`,
  tags,
  summary: "A lab Check's outcome: three failures in a row show the member as stuck",
  middleware: jsonBodyLimit(CLASS_BODY_MAX_BYTES),
  request: { params, body: jsonBody(checkReportSchema) },
  responses: {
    200: successAnswer(memberSchema, 'The member'),
    ...inputRefusals(memberOnly),
    ...jsonBodyRefusals(CLASS_BODY_MAX_BYTES),
  },
});
