// The gateway's own part of /api/openapi.json: the routes it answers itself, as declared.
import { signedInRoute, signInRoute, signOutRoute } from './classes/admin-session.routes';
import {
  resetMemberLabRoute,
  revealClassDrillRoute,
  startClassDrillRoute,
} from './classes/class-drill.routes';
import * as memberView from './classes/member-view.routes';
import { gatewayHealthRoute, serviceHealthRoute } from './health/health.routes';
import * as drills from '@repo/service-kit/lab/drill.routes';
import * as lab from '@repo/service-kit/lab/lab.routes';
import { openApiDocumentRoute } from './openapi/openapi.routes';

export const gatewayApi = [
  gatewayHealthRoute,
  serviceHealthRoute,
  lab.faultListRoute,
  lab.startFaultRoute,
  lab.clearFaultRoute,
  lab.deadLettersRoute,
  lab.replayRoute,
  drills.startDrillRoute,
  drills.diagnosisRoute,
  drills.giveUpRoute,
  signInRoute,
  signedInRoute,
  signOutRoute,
  startClassDrillRoute,
  revealClassDrillRoute,
  resetMemberLabRoute,
  memberView.memberTopologyRoute,
  memberView.memberFaultsRoute,
  memberView.memberTracesRoute,
  openApiDocumentRoute,
];
