// A fake of the drill API for the Drills page and banner tests: one drill at a time, whose
// hidden fault is `fault`; it records every request.
import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import {
  drillScore,
  type DiagnosisResult,
  type Drill,
  type DrillLevel,
} from '@repo/contracts/lab-drills';
import { vi } from 'vitest';

export interface DrillRequest {
  method: string;
  path: string;
  body: unknown;
}

interface DrillOptions {
  running?: Drill | null;
  fault?: RevealedFault;
  /** Replaces the fault list's answer. */
  list?: () => Response;
}

export function drill(level: DrillLevel = 'easy', startedSecondsAgo = 65): Drill {
  const startedAt = Date.now() - startedSecondsAgo * 1000;
  return {
    id: `drill-${crypto.randomUUID()}`,
    level,
    startedAt: new Date(startedAt).toISOString(),
    expiresAt: new Date(startedAt + 600_000).toISOString(),
  };
}

const ok = (data: unknown, status = 200) => Response.json({ success: true, data }, { status });

/** Stubs fetch with the fault list (naming the running drill) and the drill calls. */
export function stubDrills({
  running = null,
  fault = { target: 'users', type: 'errors', value: 0.5 },
  list,
}: DrillOptions = {}) {
  let current = running;
  let wrong = 0;
  const requests: DrillRequest[] = [];

  function answer(method: string, path: string, body: unknown): Response {
    if (method === 'GET' && path === '/api/lab/faults') {
      return list?.() ?? ok({ items: [], access: 'open', unreachable: [], drill: current });
    }
    if (method === 'POST' && path === '/api/lab/drills') {
      current = drill((body as { level: DrillLevel }).level, 0);
      return ok(current, 201);
    }
    if (method === 'POST' && path.endsWith('/diagnosis')) {
      const guess = body as { target: string; type: string; traceId?: string };
      const solved = guess.target === fault.target && guess.type === fault.type;
      if (solved) current = null;
      else wrong += 1;
      const result: DiagnosisResult = {
        correct: solved,
        attempts: solved ? wrong + 1 : wrong,
        score: solved ? drillScore(wrong + 1) : null,
        evidence: guess.traceId ? 'confirms' : 'none',
        explanation: solved ? 'Solved in 1 min 5 s.' : `Wrong, try ${wrong}.`,
      };
      return ok(result);
    }
    if (method === 'DELETE' && path.startsWith('/api/lab/drills/')) {
      current = null;
      return ok(fault);
    }
    return new Response('not found', { status: 404 });
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    return answer(method, url.pathname, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, writes: () => requests.filter(({ method }) => method !== 'GET') };
}
