// What the sandbox frame may tell the page. The frame sits next to untrusted code, so the page
// checks every message before using it.
import * as z from 'zod';

const lineSchema = z.object({
  level: z.enum(['log', 'info', 'warn', 'error']),
  text: z.string(),
});

export const frameMessageSchema = z.union([
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('unavailable') }),
  z.object({ type: z.literal('lines'), id: z.string(), lines: z.array(lineSchema) }),
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
  z.object({ type: z.literal('timeout'), id: z.string() }),
]);

export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type SandboxLine = z.infer<typeof lineSchema>;
