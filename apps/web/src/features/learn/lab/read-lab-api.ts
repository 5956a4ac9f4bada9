// How a lab check reads the running system: GET requests to the gateway's API, each answer's
// envelope checked with the contract's schema. The checks' own reads ask not to be traced, so
// they never show up among the traces they look for.
import { deadLettersPath, LAB_FAULTS_PATH, LAB_TOPOLOGY_PATH } from '@repo/contracts/lab-paths';
import { faultListSchema, type Fault } from '@repo/contracts/lab-faults';
import {
  deadLetterListSchema,
  topologySchema,
  type DeadLetter,
  type QueueState,
} from '@repo/contracts/lab-topology';
import {
  traceListSchema,
  traceSchema,
  type Trace,
  type TraceSummary,
} from '@repo/contracts/traces';
import { userSchema } from '@repo/contracts/users';
import type * as z from 'zod';
import { getJson } from '@/lib/api-client';
import { ApiError, apiFailureOf, errorMessage } from '@/lib/api-error';
import { learnerId } from '@/lib/lab-session';

export const LAB_READ_FAILED = 'The check could not read the running system';
/** The newest traces a check looks through: more than an exercise makes. */
const TRACE_LIST_LIMIT = 100;

export type LabRead = <T extends z.ZodType>(path: `/${string}`, schema: T) => Promise<z.output<T>>;

/** The real reader: a failed request or a refused answer rejects with why. */
export const readLabApi: LabRead = async (path, schema) => {
  const failure = `${LAB_READ_FAILED} (GET ${path})`;
  try {
    return await getJson(path, schema, {
      traced: false,
      wording: { failed: failure, network: `${LAB_READ_FAILED} (GET ${path}: network error)` },
    });
  } catch (error) {
    // The API's own message ('The traces store is not reachable') says why, this says where.
    const reason = errorMessage(error);
    if (reason.startsWith(LAB_READ_FAILED)) throw error;
    throw new ApiError(apiFailureOf(error), `${failure}: ${reason}`);
  }
};

export interface TraceQuery {
  service?: string;
  operation?: string;
}

/** Traces that started at `since` (ms since the epoch) or later, newest first. */
export async function tracesSince(
  read: LabRead,
  query: TraceQuery,
  since: number,
): Promise<TraceSummary[]> {
  const params = new URLSearchParams({ limit: String(TRACE_LIST_LIMIT) });
  if (query.service) params.set('service', query.service);
  if (query.operation) params.set('operation', query.operation);
  const list = await read(`/api/traces?${params.toString()}`, traceListSchema);
  return list.items.filter((item) => Date.parse(item.startTime) >= since);
}

export function readTrace(read: LabRead, traceId: string): Promise<Trace> {
  return read(`/api/traces/${encodeURIComponent(traceId)}`, traceSchema);
}

export async function learnerFileCount(read: LabRead): Promise<number> {
  const user = await read(`/api/users/${learnerId()}`, userSchema);
  return user.usage.fileCount;
}

export async function fileEventsQueue(read: LabRead): Promise<QueueState | undefined> {
  const topology = await read(LAB_TOPOLOGY_PATH, topologySchema);
  return topology.queues.find((queue) => queue.id === 'file-events');
}

export async function activeFaults(read: LabRead): Promise<Fault[]> {
  const list = await read(LAB_FAULTS_PATH, faultListSchema);
  return list.items;
}

/** The oldest dead letters of file-events (as many as the list holds), each with its reason. */
export async function fileEventDeadLetters(read: LabRead): Promise<DeadLetter[]> {
  const path = deadLettersPath('file-events') as `/${string}`;
  const list = await read(path, deadLetterListSchema);
  return list.items;
}
