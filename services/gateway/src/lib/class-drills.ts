// A drill's life, told to the class of the session it runs in (docs/classes.md#drills): the
// users service records it for the member. A learner's own drill is told only when their
// session is in a class. The learner's answer does not wait for it, and a failure to tell loses
// only the console's figure.
import { CLASS_DRILL_EVENTS_PATH, type DrillEvent } from '@repo/contracts/classes';
import { provedInClass } from '@repo/session/gateway';
import type { Context } from 'hono';
import type { GatewayEnv } from '../env';
import { jsonPost } from './owner-answers';
import { reachService } from './reach-service';

const DRILL_EVENTS_URL = `https://users${CLASS_DRILL_EVENTS_PATH}`;

export function tellClass(c: Context<GatewayEnv>, event: DrillEvent): void {
  const told = reachService(c.env, 'users', new Request(DRILL_EVENTS_URL, jsonPost(event))).then(
    (response) => response.body?.cancel(),
    (error: unknown) => console.warn('Telling the class of a drill failed:', error),
  );
  c.executionCtx.waitUntil(told);
}

/** The caller's own drill, told to their class if their session belongs to one. */
export function tellOwnClass(c: Context<GatewayEnv>, event: DrillEvent): void {
  if (provedInClass(c.req.raw)) tellClass(c, event);
}
