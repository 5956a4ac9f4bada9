// The frame's checks on what one run's Worker sends. Learner code shares the Worker's realm
// with our runtime and may have taken it over, so the limits are kept here, outside it: at
// most MAX_OUTPUT_LINES lines and MAX_OUTPUT_CHARS characters reach the page, batched, at
// most MAX_API_CALLS_PER_RUN numbered API calls go on to the page, beats (run-limit.ts) come
// no faster than an honest runtime's timer sends them, and anything an honest runtime never
// sends ends the run. The frame's script (frame-entry.ts) bundles it.
import type { ConsumerBinding } from './constants';
import type { OutputLevel, OutputLine } from './frame-messages';
import type { WorkerMessage } from './worker-runtime';

export interface RunGuardSettings {
  levels: readonly OutputLevel[];
  maxLines: number;
  maxChars: number;
  maxLineChars: number;
  lineCutMark: string;
  linesCutLine: string;
  charsCutLine: string;
  batchMs: number;
  batchSize: number;
  tampered: string;
  maxApiCalls: number;
  maxApiPathLength: number;
  /** A consumer batch's calls to its env's bindings, numbered on the same sequence as the API's. */
  maxBindingCalls: number;
  /** The bindings a consumer's env has (CONSUMER_BINDINGS). */
  bindings: readonly ConsumerBinding[];
  /** How often an honest runtime beats: more than twice as often breaks the protocol. */
  beatMs: number;
}

type TimerId = ReturnType<typeof setTimeout>;

/** The frame's own clock: nothing the Worker does changes it. */
export interface GuardClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

/** How a run ended, as the frame tells the page. */
export type RunEnd = Extract<WorkerMessage, { type: 'done' }>;

export interface RunGuard {
  /** Takes one message from the Worker: null while the run goes on, else how it ended. */
  read(data: unknown): RunEnd | null;
  /** Sends the lines still waiting, before the run's outcome. */
  flush(): void;
  /** Forgets the waiting lines and stops the batch timer. */
  close(): void;
}

/** What the guard passes on to the frame: the run's lines, API calls and beats. */
export interface RunGuardOutlets {
  sendLines(lines: OutputLine[]): void;
  askApi(call: number, path: string): void;
  /** A consumer's call to a binding, its payload as the Worker sent it (the page checks it). */
  askBinding(call: number, binding: ConsumerBinding, payload: unknown): void;
  /** A beat, with the stamp of the Worker's clock it carried. */
  beat(at: number): void;
}

export function createRunGuard(
  settings: RunGuardSettings,
  wantValue: boolean,
  clock: GuardClock,
  outlets: RunGuardOutlets,
): RunGuard {
  const tampered: RunEnd = { type: 'done', status: 'error', message: settings.tampered };
  const startedAt = clock.now();
  let beats = 0;
  let received = 0;
  let apiCalls = 0;
  /** The last call's number, API or binding: calls are numbered 1, 2, … on one sequence. */
  let lastCall = 0;
  let bindingCalls = 0;
  let chars = 0;
  let cut = false;
  let closed = false;
  let waiting: OutputLine[] = [];
  let lastSent = -Infinity;
  let timer: TimerId | undefined;

  function clip(text: string): string {
    return text.length > settings.maxLineChars
      ? text.slice(0, settings.maxLineChars) + settings.lineCutMark
      : text;
  }

  function flush(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    lastSent = clock.now();
    if (closed || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    outlets.sendLines(batch);
  }

  function keep(line: OutputLine): void {
    waiting.push(line);
    const waited = clock.now() - lastSent;
    if (waiting.length >= settings.batchSize || waited >= settings.batchMs) flush();
    else timer ??= clock.setTimeout(flush, settings.batchMs - waited);
  }

  function readLine(item: unknown): OutputLine | null {
    if (typeof item !== 'object' || item === null || !('level' in item) || !('text' in item))
      return null;
    const level = settings.levels.find((known) => known === item.level);
    if (level === undefined || typeof item.text !== 'string') return null;
    return { level, text: clip(item.text) };
  }

  function takeLine(line: OutputLine): void {
    received += 1;
    if (cut) return;
    // The runtime sends one line past the cap to say there was more.
    const cutLine =
      received > settings.maxLines
        ? settings.linesCutLine
        : chars + line.text.length > settings.maxChars
          ? settings.charsCutLine
          : null;
    if (cutLine !== null) {
      cut = true;
      keep({ level: 'warn', text: cutLine });
      return;
    }
    chars += line.text.length;
    keep(line);
  }

  /** False when the lines break the protocol: malformed, or more than an honest runtime sends. */
  function takeLines(lines: unknown): boolean {
    if (!Array.isArray(lines)) return false;
    const room = Math.max(0, settings.maxLines + 1 - received);
    for (let index = 0; index < Math.min(lines.length, room); index += 1) {
      const line = readLine(lines[index]);
      if (line === null) return false;
      takeLine(line);
    }
    return lines.length <= room;
  }

  function readEnd(data: object): RunEnd | null {
    if (!('status' in data)) return null;
    if (data.status === 'error' && 'message' in data && typeof data.message === 'string') {
      return { type: 'done', status: 'error', message: clip(data.message) };
    }
    if (data.status !== 'ok') return null;
    if (!wantValue) return { type: 'done', status: 'ok' };
    const value = 'value' in data ? data.value : undefined;
    return typeof value === 'string' ? { type: 'done', status: 'ok', value: clip(value) } : null;
  }

  /** False when the call breaks the protocol: calls are numbered 1, 2, … up to the cap. */
  function takeApiCall(data: object): boolean {
    const call = 'call' in data ? data.call : undefined;
    const path = 'path' in data ? data.path : undefined;
    if (call !== lastCall + 1 || apiCalls >= settings.maxApiCalls) return false;
    if (typeof path !== 'string' || path.length > settings.maxApiPathLength) return false;
    lastCall = call;
    apiCalls += 1;
    outlets.askApi(call, path);
    return true;
  }

  function takeBindingCall(data: object): boolean {
    const call = 'call' in data ? data.call : undefined;
    const binding = 'binding' in data ? data.binding : undefined;
    if (call !== lastCall + 1 || bindingCalls >= settings.maxBindingCalls) return false;
    if (!settings.bindings.some((known) => known === binding)) return false;
    lastCall = call;
    bindingCalls += 1;
    outlets.askBinding(
      call,
      binding as ConsumerBinding,
      'payload' in data ? data.payload : undefined,
    );
    return true;
  }

  /**
   * False when the beat breaks the protocol: its stamp is not a finite number, or it comes too
   * soon. A timer that ran late does not fire for each beat it missed, so an honest runtime
   * never beats more than once a beat's time, and the one at the start.
   */
  function takeBeat(data: object): boolean {
    const at = 'at' in data ? data.at : undefined;
    if (typeof at !== 'number' || !Number.isFinite(at)) return false;
    beats += 1;
    if (beats > 2 + (2 * (clock.now() - startedAt)) / settings.beatMs) return false;
    outlets.beat(at);
    return true;
  }

  function read(data: unknown): RunEnd | null {
    if (closed) return null;
    if (typeof data !== 'object' || data === null || !('type' in data)) return tampered;
    if (data.type === 'lines')
      return takeLines('lines' in data ? data.lines : null) ? null : tampered;
    if (data.type === 'done') return readEnd(data) ?? tampered;
    if (data.type === 'api') return takeApiCall(data) ? null : tampered;
    if (data.type === 'env') return takeBindingCall(data) ? null : tampered;
    if (data.type === 'beat') return takeBeat(data) ? null : tampered;
    return tampered;
  }

  function close(): void {
    closed = true;
    waiting = [];
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  return { read, flush, close };
}
