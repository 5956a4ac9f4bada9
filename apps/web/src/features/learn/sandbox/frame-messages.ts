// What the sandbox frame may tell the page. The frame sits next to untrusted code, so the page
// checks every message before using it.
import * as z from 'zod';
import { CONSUMER_BINDINGS, MAX_API_PATH_LENGTH, OUTPUT_LEVELS } from './constants';

export type OutputLevel = (typeof OUTPUT_LEVELS)[number];

/** One line the learner's code logged. */
const outputLineSchema = z.object({ level: z.enum(OUTPUT_LEVELS), text: z.string() });
export type OutputLine = z.infer<typeof outputLineSchema>;

export const frameMessageSchema = z.union([
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('unavailable') }),
  z.object({ type: z.literal('lines'), id: z.string(), lines: z.array(outputLineSchema) }),
  z.object({
    type: z.literal('done'),
    id: z.string(),
    status: z.literal('ok'),
    value: z.string().optional(),
  }),
  z.object({
    type: z.literal('done'),
    id: z.string(),
    status: z.literal('error'),
    message: z.string(),
  }),
  /** The run stopped once its Worker had been busy for its limit, this long (run-limit.ts). */
  z.object({ type: z.literal('timeout'), id: z.string(), afterMs: z.number().optional() }),
  /** The run stopped at its cap, this long after it started, however little of it was busy. */
  z.object({ type: z.literal('capped'), id: z.string(), afterMs: z.number() }),
  /** The run's code called api.get(path): the page performs the read (api-bridge.ts). */
  z.object({
    type: z.literal('api'),
    id: z.string(),
    call: z.number().int().min(1),
    path: z.string().max(MAX_API_PATH_LENGTH),
  }),
  /** A consumer batch's call to a binding of its env: the page checks it and sends it on. */
  z.object({
    type: z.literal('env'),
    id: z.string(),
    call: z.number().int().min(1),
    binding: z.enum(CONSUMER_BINDINGS),
    payload: z.unknown(),
  }),
]);

export type FrameMessage = z.infer<typeof frameMessageSchema>;
