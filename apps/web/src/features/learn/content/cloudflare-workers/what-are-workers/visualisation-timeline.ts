// The timeline of one request in a Worker, from the learner's choices: the handler's CPU time and
// waits, when the response goes, the waitUntil work after it, and where the Free plan stops it.
export const FREE_CPU_MS = 10;

export interface TimelineChoices {
  queries: number;
  background: number;
  heavy: boolean;
}

export interface Segment {
  id: string;
  /** 0: the handler; 1 and on: each waitUntil task. */
  row: number;
  kind: 'cpu' | 'wait';
  start: number;
  end: number;
  label: string;
}

export interface Timeline {
  segments: Segment[];
  responseAt: number;
  end: number;
  cpu: number;
  /** Where the CPU time reaches the Free limit, if it does. */
  stopAt: number | null;
}

export function requestTimeline(state: TimelineChoices): Timeline {
  const segments: Segment[] = [];
  let t = 0;
  const step = (kind: Segment['kind'], ms: number, label: string) => {
    segments.push({
      id: `h${segments.length}`,
      row: 0,
      kind,
      start: t,
      end: t + ms,
      label,
    });
    t += ms;
  };
  step('cpu', 2, 'route');
  for (let i = 0; i < state.queries; i += 1) {
    step('wait', 40, 'D1 query');
    step('cpu', 1, '');
  }
  if (state.heavy) step('cpu', 25, 'CPU loop');
  step('cpu', 2, 'JSON');
  const responseAt = t;
  let end = t;
  for (let i = 0; i < state.background; i += 1) {
    const waitMs = 45 + 25 * i;
    segments.push({
      id: `w${i}c`,
      row: i + 1,
      kind: 'cpu',
      start: t,
      end: t + 1,
      label: '',
    });
    segments.push({
      id: `w${i}`,
      row: i + 1,
      kind: 'wait',
      start: t + 1,
      end: t + 1 + waitMs,
      label: 'send',
    });
    end = Math.max(end, t + 1 + waitMs);
  }
  const cpu = segments.filter((s) => s.kind === 'cpu').reduce((sum, s) => sum + s.end - s.start, 0);
  // Where the CPU time used so far reaches the Free limit: the runtime stops the request there.
  let used = 0;
  let stopAt: number | null = null;
  segments
    .filter((s) => s.kind === 'cpu')
    .sort((a, b) => a.start - b.start)
    .forEach((s) => {
      used += s.end - s.start;
      if (stopAt === null && used > FREE_CPU_MS) stopAt = s.end - (used - FREE_CPU_MS);
    });
  return { segments, responseAt, end, cpu, stopAt };
}
