// The lab's fault switches (docs/lab.md#faults): what may be broken on purpose, for how long,
// and which service keeps each fault. The gateway and the owning service validate with the
// same schema.
import * as z from 'zod';
import { QUEUE_IDS, type QueueId } from './queues';
import { SERVICE_IDS, type ServiceId } from './services';

/** The queues whose consumer a fault can pause or fail: every queue of the system. */
export const FAULT_QUEUES = QUEUE_IDS;
export type FaultQueue = QueueId;

export const FAULT_TARGETS = [...SERVICE_IDS, ...FAULT_QUEUES] as const;
export const faultTargetSchema = z.enum(FAULT_TARGETS);
export type FaultTarget = z.infer<typeof faultTargetSchema>;

/** `latency` and `errors` act on a service's routes; `pause` and `fail` on a queue's consumer. */
export const SERVICE_FAULT_TYPES = ['latency', 'errors'] as const;
export const QUEUE_FAULT_TYPES = ['pause', 'fail'] as const;
export const FAULT_TYPES = [...SERVICE_FAULT_TYPES, ...QUEUE_FAULT_TYPES] as const;
export const faultTypeSchema = z.enum(FAULT_TYPES);
export type FaultType = z.infer<typeof faultTypeSchema>;

/** Every fault expires by itself, after at most 15 minutes. */
export const MAX_FAULT_SECONDS = 900;
/** The most latency a fault may add to each request. */
export const MAX_FAULT_LATENCY_MS = 10_000;

/** The service that keeps the faults of each target: a queue's faults live with its consumer. */
export const FAULT_OWNERS: Readonly<Record<FaultTarget, ServiceId>> = {
  storage: 'storage',
  users: 'users',
  visualization: 'visualization',
  'file-events': 'users',
  telemetry: 'visualization',
};

export function isQueueTarget(target: FaultTarget): target is FaultQueue {
  return (FAULT_QUEUES as readonly string[]).includes(target);
}

function typesFor(target: FaultTarget): readonly FaultType[] {
  return isQueueTarget(target) ? QUEUE_FAULT_TYPES : SERVICE_FAULT_TYPES;
}

/** The body of `POST /api/lab/faults`. */
export const faultRequestSchema = z
  .object({
    target: faultTargetSchema,
    type: faultTypeSchema,
    value: z.number().finite().optional(),
    durationSeconds: z.number().int().min(1).max(MAX_FAULT_SECONDS),
  })
  .strict()
  .superRefine((fault, context) => {
    const allowed = typesFor(fault.target);
    if (!allowed.includes(fault.type)) {
      context.addIssue({
        code: 'custom',
        path: ['type'],
        message: `type: a '${fault.type}' fault cannot act on ${fault.target}; ${fault.target} takes ${allowed.map((type) => `'${type}'`).join(' or ')}`,
      });
      return;
    }
    const issue = valueIssue(fault.type, fault.value);
    if (issue) context.addIssue({ code: 'custom', path: ['value'], message: `value: ${issue}` });
  });
export type FaultRequest = z.infer<typeof faultRequestSchema>;

function valueIssue(type: FaultType, value: number | undefined): string | undefined {
  switch (type) {
    case 'latency':
      return value === undefined || value < 1 || value > MAX_FAULT_LATENCY_MS
        ? `a latency fault needs the milliseconds to add, from 1 to ${MAX_FAULT_LATENCY_MS}`
        : undefined;
    case 'errors':
      return value === undefined || value <= 0 || value > 1
        ? 'an errors fault needs the share of requests to fail, above 0 and at most 1'
        : undefined;
    default:
      return value === undefined ? undefined : `a '${type}' fault takes no value`;
  }
}

/** An active fault, as the API lists it. Times are ISO 8601. */
export const faultSchema = z.object({
  id: z.string().min(1),
  target: faultTargetSchema,
  type: faultTypeSchema,
  value: z.number().nullable(),
  durationSeconds: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Fault = z.infer<typeof faultSchema>;

/**
 * Who may switch faults on: `open` in local runs, `admin` in a deployment, where a write
 * needs the lab's admin token as a bearer token.
 */
export const faultAccessSchema = z.enum(['open', 'admin']);
export type FaultAccess = z.infer<typeof faultAccessSchema>;

/** `GET /api/lab/faults`: the active faults, soonest to expire first. */
export const faultListSchema = z.object({
  items: z.array(faultSchema),
  access: faultAccessSchema,
  /** Services that did not answer: their faults, if any, are not in `items`. */
  unreachable: z.array(z.enum(SERVICE_IDS)),
});
export type FaultList = z.infer<typeof faultListSchema>;

/** A fault's id starts with its target, so the gateway knows which service keeps it. */
export function newFaultId(target: FaultTarget): string {
  return `${target}.${crypto.randomUUID()}`;
}

/** The target a fault id names, or undefined when it names none. */
export function targetOfFaultId(id: string): FaultTarget | undefined {
  const parsed = faultTargetSchema.safeParse(id.slice(0, id.indexOf('.')));
  return parsed.success ? parsed.data : undefined;
}

/** The message of a request a lab fault failed on purpose. */
export function labFaultMessage(service: ServiceId): string {
  return `Lab fault: an 'errors' fault on ${service} failed this request on purpose (clear it in the lab)`;
}

/** The error a consumer throws while a `fail` fault is active on its queue. */
export function labFailMessage(queue: FaultQueue): string {
  return `Lab fault: a 'fail' fault on the ${queue} consumer failed this batch on purpose`;
}

/** A service's own answer to `GET /api/lab/faults`: the active faults it keeps. */
export const ownedFaultsSchema = z.object({ items: z.array(faultSchema) });
