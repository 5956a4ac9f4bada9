import { errorEnvelope } from '@repo/contracts/envelope';
import { labFaultMessage, SERVICE_UNAVAILABLE_MESSAGE } from '@repo/contracts/lab-faults';
import type { HealthResponse } from '@repo/contracts/health';
import { CLASSES_PATH, INTERNAL_CLASSES_PATH } from '@repo/contracts/classes';
import { LAB_DRILLS_PATH } from '@repo/contracts/lab-drills';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import type { ServiceId } from '@repo/contracts/services';
import { annotateActiveSpan } from '@repo/telemetry/tracing/active-span';
import type { Env, MiddlewareHandler } from 'hono';
import { actingOn, faultLabel, type FaultBook, type KeptFault } from './fault-book';
import { labSessionScope } from '@repo/session/scope';

export interface ServiceFaultsOptions<E extends Env> {
  service: ServiceId;
  version: string;
  book: FaultBook;
  db: (env: E['Bindings']) => Promise<D1Database>;
  /** Stands in for Math.random in tests. */
  random?: () => number;
}

const HEALTH_PATH = '/health';
/** The lab's own switches and drills, and the classes: the platform, not the system broken. */
const EXEMPT_PATHS = [LAB_FAULTS_PATH, LAB_DRILLS_PATH, CLASSES_PATH, INTERNAL_CLASSES_PATH];

// The lab must never take a service down by itself: faults that cannot be read act as none.
async function activeOrNone(book: FaultBook, db: () => Promise<D1Database>): Promise<KeptFault[]> {
  try {
    return await book.active(await db());
  } catch (error) {
    console.warn('Reading the lab faults failed; none applied:', error);
    return [];
  }
}

/**
 * Applies the service's `latency` and `errors` faults to every request, its health check
 * included, before any route runs. The fault switches themselves are exempt, so a fault can
 * always be cleared, and so are the drills (a drill's own fault never blocks its answer) and the
 * classes (a learner's broken lab never loses what their instructor sees). Only
 * the faults of the request's lab session act, and those of everyone. A failed health check
 * answers in the health report's shape, so the status panel shows the lab fault's message
 * rather than an unreadable answer. The request's span names the fault that acted on it
 * (`lab.fault`), as evidence a learner can find, unless the fault is a drill's (hidden): then
 * the span shows only what happened (its duration, its status) and the answer says only that
 * the service is unavailable.
 */
export function applyServiceFaults<E extends Env>(
  options: ServiceFaultsOptions<E>,
): MiddlewareHandler<E> {
  const { service, version, book, db, random = Math.random } = options;
  return async (c, next) => {
    if (EXEMPT_PATHS.some((path) => c.req.path.startsWith(path))) return next();
    const kept = await activeOrNone(book, () => db(c.env));
    const faults = actingOn(kept, labSessionScope()).filter((fault) => fault.target === service);
    const latency = faults.find((fault) => fault.type === 'latency');
    if (latency?.value) {
      annotateActiveSpan(faultLabel(latency));
      await new Promise((resolve) => setTimeout(resolve, latency.value ?? 0));
    }
    const errors = faults.find((fault) => fault.type === 'errors');
    if (errors?.value && random() < errors.value) {
      annotateActiveSpan(faultLabel(errors));
      const message = errors.hidden ? SERVICE_UNAVAILABLE_MESSAGE : labFaultMessage(service);
      if (c.req.path !== HEALTH_PATH) return c.json(errorEnvelope(message), 503);
      const report: HealthResponse = {
        service,
        status: 'error',
        version,
        uptimeSeconds: 0,
        checks: {},
        message,
      };
      return c.json(report, 503);
    }
    return next();
  };
}
