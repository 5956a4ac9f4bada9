// The lab's fault switches (docs/lab.md#faults): what may be broken on purpose, for how long,
// and which service keeps each fault. The gateway and the owning service validate with the
// same schema.
import * as z from 'zod';
import { drillSchema } from './lab-drills';
import { QUEUE_IDS, type QueueId } from './queues';
import { SERVICE_IDS, type ServiceId } from './services';

/** The queues whose consumer a fault can pause or fail: every queue of the system. */
export const FAULT_QUEUES = QUEUE_IDS;
export type FaultQueue = QueueId;

export const FAULT_TARGETS = [...SERVICE_IDS, ...FAULT_QUEUES] as const;
export const faultTargetSchema = z.enum(FAULT_TARGETS);
export type FaultTarget = z.infer<typeof faultTargetSchema>;

/** `latency` and `errors` act on a service's routes. */
export const SERVICE_FAULT_TYPES = ['latency', 'errors'] as const;
/** Faults that act in a queue's consumer (docs/lab.md#faults-on-messages). */
export const CONSUMER_FAULT_TYPES = [
  'pause',
  'fail',
  'duplicate',
  'reorder',
  'slow',
  'crash',
] as const;
/** Faults that act where a queue's messages are sent. */
export const PRODUCER_FAULT_TYPES = ['delay', 'poison', 'send-fail'] as const;
export const QUEUE_FAULT_TYPES = [...CONSUMER_FAULT_TYPES, ...PRODUCER_FAULT_TYPES] as const;
export const FAULT_TYPES = [...SERVICE_FAULT_TYPES, ...QUEUE_FAULT_TYPES] as const;
export const faultTypeSchema = z.enum(FAULT_TYPES);
export type FaultType = z.infer<typeof faultTypeSchema>;

/** Every fault expires by itself, after at most 15 minutes. */
export const MAX_FAULT_SECONDS = 900;
/** The most latency a fault may add to each request. */
export const MAX_FAULT_LATENCY_MS = 10_000;
/** The longest a `delay` fault may hold each message back: the queue's `delaySeconds`. */
export const MAX_FAULT_DELAY_SECONDS = 60;
/** The most work a `slow` fault may add to each message. */
export const MAX_FAULT_SLOW_MS = 5_000;
/** The most messages one `poison` fault may spoil. */
export const MAX_POISON_MESSAGES = 20;
/** How long a paused consumer leaves a batch before it looks again. */
export const PAUSE_RECHECK_SECONDS = 1;
/** How long a message a `reorder` fault puts back waits before it is delivered again. */
export const REORDER_DELAY_SECONDS = 2;

/** The service that keeps the faults of each target: a queue's live with its consumer. */
export const FAULT_OWNERS: Readonly<Record<FaultTarget, ServiceId>> = {
  storage: 'storage',
  users: 'users',
  visualization: 'visualization',
  'file-events': 'users',
  telemetry: 'visualization',
};

/**
 * The services that keep (and apply) the faults on a queue's sends: those that send its
 * messages. `telemetry` is sent by every worker; each service keeps a copy of such a fault
 * (the gateway keeps none: its own telemetry is sent as usual).
 */
export const FAULT_PRODUCERS: Readonly<Record<FaultQueue, readonly ServiceId[]>> = {
  'file-events': ['storage'],
  telemetry: ['storage', 'users', 'visualization'],
};

export function isQueueTarget(target: FaultTarget): target is FaultQueue {
  return (FAULT_QUEUES as readonly string[]).includes(target);
}

export function isProducerFault(type: FaultType): type is (typeof PRODUCER_FAULT_TYPES)[number] {
  return (PRODUCER_FAULT_TYPES as readonly string[]).includes(type);
}

/** The fault types `target` takes. */
export function faultTypesFor(target: FaultTarget): readonly FaultType[] {
  return isQueueTarget(target) ? QUEUE_FAULT_TYPES : SERVICE_FAULT_TYPES;
}

/**
 * The services that keep (and apply) a fault of `type` on `target`: one, except for a fault
 * on the sends of a queue with several producers, which each keep a copy under one id.
 */
export function faultKeepers(
  target: FaultTarget,
  type: FaultType | undefined,
): readonly ServiceId[] {
  if (isQueueTarget(target) && type && isProducerFault(type)) return FAULT_PRODUCERS[target];
  return [FAULT_OWNERS[target]];
}

/**
 * Whom a fault acts on (docs/lab.md#lab-sessions): the requests and messages of the lab session
 * that started it, or everyone's. A request with a session starts a `session` fault unless it
 * asks for `global`; one without a session can only start a `global` one.
 */
export const FAULT_SCOPES = ['session', 'global'] as const;
export const faultScopeSchema = z.enum(FAULT_SCOPES);
export type FaultScope = z.infer<typeof faultScopeSchema>;

/**
 * Targets whose faults always act on everyone: a telemetry message carries the events of many
 * sessions' requests at once, so no fault on it can keep to one session.
 */
export const SHARED_FAULT_TARGETS: readonly FaultTarget[] = ['telemetry'];

/** The scope a fault request acts in: as asked, else its session's where it can. */
export function faultScopeOf(request: FaultRequest, hasSession: boolean): FaultScope {
  if (request.scope) return request.scope;
  return hasSession && !SHARED_FAULT_TARGETS.includes(request.target) ? 'session' : 'global';
}

/** Why a request's scope cannot be, or undefined when it can. */
export function faultScopeIssue(request: FaultRequest, hasSession: boolean): string | undefined {
  if (faultScopeOf(request, hasSession) !== 'session') return undefined;
  if (SHARED_FAULT_TARGETS.includes(request.target)) {
    return `scope: a fault on ${request.target} acts on everyone (its messages carry many learners' events); ask for scope "global"`;
  }
  return hasSession
    ? undefined
    : "scope: a 'session' fault needs a lab session: send the header 'baggage: lab.session=<id>' (POST /api/lab/sessions makes one), or ask for scope \"global\"";
}

/** The body of `POST /api/lab/faults`. */
export const faultRequestSchema = z
  .object({
    target: faultTargetSchema,
    type: faultTypeSchema,
    value: z.number().finite().optional(),
    durationSeconds: z.number().int().min(1).max(MAX_FAULT_SECONDS),
    scope: faultScopeSchema.optional(),
  })
  .strict()
  .superRefine((fault, context) => {
    const allowed = faultTypesFor(fault.target);
    if (!allowed.includes(fault.type)) {
      context.addIssue({
        code: 'custom',
        path: ['type'],
        message: `type: a '${fault.type}' fault cannot act on ${fault.target}; ${fault.target} takes ${listed(allowed)}`,
      });
      return;
    }
    const issue = valueIssue(fault.type, fault.value);
    if (issue) context.addIssue({ code: 'custom', path: ['value'], message: `value: ${issue}` });
  });
export type FaultRequest = z.infer<typeof faultRequestSchema>;
/** The most bytes the body of a fault request may have: its five fields take about 120. */
export const FAULT_REQUEST_MAX_BYTES = 1024;

function listed(types: readonly FaultType[]): string {
  const quoted = types.map((type) => `'${type}'`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`
    : quoted.join('');
}

/** What a fault's value means and its bounds; types absent here take no value. */
interface ValueRule {
  needs: string;
  min: number;
  max: number;
  /** The minimum itself is refused (a share above 0). */
  aboveMin?: boolean;
  whole?: boolean;
}

export const FAULT_VALUE_RULES: Partial<Record<FaultType, ValueRule>> = {
  latency: {
    needs: 'a latency fault needs the milliseconds to add',
    min: 1,
    max: MAX_FAULT_LATENCY_MS,
  },
  errors: {
    needs: 'an errors fault needs the share of requests to fail',
    min: 0,
    max: 1,
    aboveMin: true,
  },
  duplicate: {
    needs: 'a duplicate fault needs the share of messages to deliver twice',
    min: 0,
    max: 1,
    aboveMin: true,
  },
  delay: {
    needs: 'a delay fault needs the seconds each message waits',
    min: 1,
    max: MAX_FAULT_DELAY_SECONDS,
    whole: true,
  },
  slow: {
    needs: 'a slow fault needs the milliseconds of work per message',
    min: 1,
    max: MAX_FAULT_SLOW_MS,
  },
  poison: {
    needs: 'a poison fault needs how many of the next messages to spoil',
    min: 1,
    max: MAX_POISON_MESSAGES,
    whole: true,
  },
};

function bounds({ min, max, aboveMin, whole }: ValueRule): string {
  const kind = whole ? 'a whole number ' : '';
  return aboveMin ? `${kind}above ${min} and at most ${max}` : `${kind}from ${min} to ${max}`;
}

function valueIssue(type: FaultType, value: number | undefined): string | undefined {
  const rule = FAULT_VALUE_RULES[type];
  if (!rule) return value === undefined ? undefined : `a '${type}' fault takes no value`;
  const fits =
    value !== undefined &&
    (rule.aboveMin ? value > rule.min : value >= rule.min) &&
    value <= rule.max &&
    (!rule.whole || Number.isInteger(value));
  return fits ? undefined : `${rule.needs}, ${bounds(rule)}`;
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
  scope: faultScopeSchema,
});
export type Fault = z.infer<typeof faultSchema>;

/**
 * Who may switch faults on: `open` in local runs; in a deployment, `session` for a request with
 * a lab session, which may start and clear faults on its own session (a global one needs the
 * lab's admin token as a bearer token), and `admin` for one without, where every write does.
 */
export const faultAccessSchema = z.enum(['open', 'session', 'admin']);
export type FaultAccess = z.infer<typeof faultAccessSchema>;

/** `GET /api/lab/faults`: the active faults, soonest to expire first. */
export const faultListSchema = z.object({
  items: z.array(faultSchema),
  access: faultAccessSchema,
  /** Services that did not answer: their faults, if any, are not in `items`. */
  unreachable: z.array(z.enum(SERVICE_IDS)),
  /** The running drill (docs/lab.md#drills), or null: its fault is not in `items`. */
  drill: drillSchema.nullable().default(null),
});
export type FaultList = z.infer<typeof faultListSchema>;

/**
 * A fault's id starts with its target and type (`file-events.delay.…`), so the gateway knows
 * which service keeps it.
 */
export function newFaultId(target: FaultTarget, type: FaultType): string {
  return `${target}.${type}.${crypto.randomUUID()}`;
}

/** The services that keep the fault an id names; none when it names no target. */
export function keepersOfFaultId(id: string): readonly ServiceId[] {
  const [target, type] = id.split('.');
  const parsedTarget = faultTargetSchema.safeParse(target);
  if (!parsedTarget.success) return [];
  const parsedType = faultTypeSchema.safeParse(type);
  return faultKeepers(parsedTarget.data, parsedType.success ? parsedType.data : undefined);
}

/**
 * The header with which the gateway gives every keeper of a shared fault the same id
 * (binding only; a service makes its own id without it).
 */
export const FAULT_ID_HEADER = 'lab-fault-id';

/**
 * The header with which the gateway starts a drill's fault (binding only; the public
 * `POST /api/lab/faults` never sends it): the fault acts as any other but names itself nowhere
 * (docs/lab.md#drills): no `lab.fault` on its spans or messages, and errors that say what
 * happened, not why.
 */
export const FAULT_HIDDEN_HEADER = 'lab-fault-hidden';

/** What a request a hidden fault failed answers: what a failing service says, no more. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service unavailable: the request failed; try again';
/** The error a consumer throws while a hidden `fail` or `crash` fault acts on its queue. */
export const CONSUMER_FAILED_MESSAGE = 'The consumer failed while handling this batch';
/** The error a send fails with while a hidden `send-fail` fault acts on its queue. */
export const SEND_FAILED_MESSAGE = 'The queue did not take this send';

/** Whether `id` could be the id of a fault of `type` on `target` (see newFaultId). */
export function isFaultIdOf(id: string, target: FaultTarget, type: FaultType): boolean {
  const prefix = `${target}.${type}.`;
  return id.startsWith(prefix) && /^[0-9a-f-]{36}$/.test(id.slice(prefix.length));
}

/** The message of a request a lab fault failed on purpose. */
export function labFaultMessage(service: ServiceId): string {
  return `Lab fault: an 'errors' fault on ${service} failed this request on purpose (clear it in the lab)`;
}

/** The error a consumer throws while a `fail` fault is active on its queue. */
export function labFailMessage(queue: FaultQueue): string {
  return `Lab fault: a 'fail' fault on the ${queue} consumer failed this batch on purpose`;
}

/** The error a consumer stops with while a `crash` fault is active on its queue. */
export function labCrashMessage(queue: FaultQueue): string {
  return `Lab fault: a 'crash' fault stopped the ${queue} consumer halfway through a batch`;
}

/** The error a producer's send fails with while a `send-fail` fault is active on its queue. */
export function labSendFailMessage(queue: FaultQueue): string {
  return `Lab fault: a 'send-fail' fault on ${queue} failed this send on purpose`;
}

/**
 * The body key of a message a lab fault acted on (a copy it delivered again, a message it
 * spoiled), naming the fault type; the consumer's span shows it as the `lab.fault` attribute.
 */
export const LAB_FAULT_KEY = 'lab.fault';

/**
 * The body key of a copy a hidden fault made (a duplicate, a message put back), so that no fault
 * acts on it again; it names no fault and no span shows it.
 */
export const LAB_COPY_KEY = 'lab.copy';

/** A service's own answer to `GET /api/lab/faults`: the active faults it keeps. */
export const ownedFaultsSchema = z.object({ items: z.array(faultSchema) });
