import type { RouteGroup } from '../route-group';
import { errorEnvelope } from '@repo/contracts/envelope';
import {
  FAULT_HIDDEN_HEADER,
  FAULT_ID_HEADER,
  faultKeepers,
  faultRequestSchema,
  faultScopeIssue,
  faultScopeOf,
  isFaultIdOf,
  keepersOfFaultId,
} from '@repo/contracts/lab-faults';
import type { ServiceId } from '@repo/contracts/services';
import type { Env } from 'hono';
import { bodyReadByHandler, createRoutes } from '../openapi';
import { ok } from '../respond';
import { parseInput } from '../validate';
import { actingOn, shown, type FaultBook } from './fault-book';
import { labSessionScope } from '@repo/session/scope';
import { clearOwnedFaultRoute, ownedFaultsRoute, startOwnedFaultRoute } from './lab-owner.routes';

export interface FaultRoutesOptions<E extends Env> {
  service: ServiceId;
  book: FaultBook;
  db: (env: E['Bindings']) => Promise<D1Database>;
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return Symbol('not JSON');
  }
}

/**
 * A service's own fault switches, which the gateway reaches through its binding: list the
 * faults it keeps, start one on a target it owns, clear one by id.
 */
export function faultRoutes<E extends Env>(options: FaultRoutesOptions<E>): RouteGroup<E> {
  const { service, book, db } = options;
  const routes = createRoutes<E>();

  // The faults acting on the request's session: its own and everyone's.
  routes.openapi(ownedFaultsRoute, async (c) => {
    const kept = actingOn(await book.active(await db(c.env)), labSessionScope());
    return ok(c, { items: kept.map(shown) });
  });

  // The handler reads the body itself, so a body that is not JSON gets its own 400.
  routes.openapi(bodyReadByHandler(startOwnedFaultRoute), async (c) => {
    const body = await readJson(c.req.raw);
    if (typeof body === 'symbol') {
      return c.json(
        errorEnvelope('The body must be JSON: { target, type, value?, durationSeconds }'),
        400,
      );
    }
    const request = parseInput(faultRequestSchema, body);
    const keepers = faultKeepers(request.target, request.type);
    if (!keepers.includes(service)) {
      return c.json(
        errorEnvelope(
          `${service} does not keep the '${request.type}' faults of ${request.target}; ${keepers.join(' and ')} ${keepers.length > 1 ? 'do' : 'does'}`,
        ),
        400,
      );
    }
    // A fault several services keep comes with its id, the same for each.
    const id = c.req.header(FAULT_ID_HEADER);
    const shared =
      id !== undefined && isFaultIdOf(id, request.target, request.type) ? id : undefined;
    // A request with a session starts a fault on it unless it asks for everyone.
    const session = labSessionScope();
    const issue = faultScopeIssue(request, session !== '');
    if (issue) return c.json(errorEnvelope(issue), 400);
    const sessionHash = faultScopeOf(request, session !== '') === 'session' ? session : '';
    // Only the gateway's drill sends it, over the binding (the public route never forwards it).
    const hidden = c.req.header(FAULT_HIDDEN_HEADER) === '1';
    return ok(
      c,
      await book.start(await db(c.env), request, sessionHash, { id: shared, hidden }),
      201,
    );
  });

  routes.openapi(clearOwnedFaultRoute, async (c) => {
    const { id } = c.req.valid('param');
    const global = c.req.valid('query').scope !== 'session';
    const cleared =
      keepersOfFaultId(id).includes(service) &&
      (await book.clear(await db(c.env), id, labSessionScope(), global));
    if (cleared) return ok(c, { id });
    return c.json(errorEnvelope(`No active lab fault has the id '${id}'`), 404);
  });

  return routes;
}
