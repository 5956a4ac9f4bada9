// The users service's part of /api/openapi.json: each route the gateway serves, as declared.
// The gateway builds the document from it; its test holds it to this service's app.
import { createLabSessionRoute, currentLabSessionRoute } from './lab-sessions/lab-sessions.routes';
import * as challenges from './challenges/challenges.routes';
import * as classes from './classes/classes.routes';
import { userRoute } from './users/users.routes';

export const usersApi = [
  userRoute,
  createLabSessionRoute,
  currentLabSessionRoute,
  classes.createClassRoute,
  classes.rosterRoute,
  classes.endClassRoute,
  classes.liveRoute,
  classes.joinRoute,
  classes.ownMemberRoute,
  classes.reportRoute,
  classes.handRoute,
  classes.checkRoute,
  challenges.challengeListRoute,
  challenges.newRunRoute,
  challenges.runStatusRoute,
  challenges.pullRoute,
  challenges.ackRoute,
  challenges.databaseRoute,
  challenges.sendRoute,
  challenges.stopRoute,
];
