// A fake of the lab's faults API for the banner and switches tests: it keeps a list of
// faults that POST adds to and DELETE takes from, and records every request.
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { faultRequestSchema, type Fault, type FaultAccess } from '@repo/contracts/lab-faults';
import type { ServiceId } from '@repo/contracts/services';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { theme } from '@/app/theme';
import { LabAdminTokenProvider } from './lab-admin-token-provider';

const LIST_PATH = '/api/lab/faults';

/** An active fault that started now and ends in `secondsLeft`. */
export function fault(overrides: Partial<Fault> & { secondsLeft?: number } = {}): Fault {
  const { secondsLeft = 60, ...rest } = overrides;
  const now = Date.now();
  return {
    id: `${rest.target ?? 'users'}.${crypto.randomUUID()}`,
    target: 'users',
    type: 'errors',
    value: 1,
    durationSeconds: 60,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + secondsLeft * 1000).toISOString(),
    scope: 'session',
    ...rest,
  };
}

export const refusal = (status: number, message: string) => () =>
  Response.json({ success: false, error: { message } }, { status });

export interface LabRequest {
  method: string;
  /** The URL exactly as fetch got it, percent-encoding and all. */
  url: string;
  headers: Headers;
  body: unknown;
}

interface LabOptions {
  faults?: Fault[];
  access?: FaultAccess;
  unreachable?: ServiceId[];
  /** Replaces the list's answer. */
  list?: () => Response | Promise<Response>;
  /** Replaces the answer to a POST. */
  start?: () => Response | Promise<Response>;
  /** Replaces the answer to a DELETE. */
  clear?: () => Response | Promise<Response>;
}

/** Stubs fetch with the lab API; the requests it got, in order, are in `requests`. */
export function stubLab({
  faults = [],
  access = 'open',
  unreachable = [],
  ...answers
}: LabOptions) {
  let items = [...faults];
  const requests: LabRequest[] = [];

  function answer(method: string, path: string, body: unknown): Response | Promise<Response> {
    if (method === 'GET' && path === LIST_PATH) {
      return (
        answers.list?.() ?? Response.json({ success: true, data: { items, access, unreachable } })
      );
    }
    if (method === 'POST' && path === LIST_PATH) {
      if (answers.start) return answers.start();
      const { target, type, value, durationSeconds } = faultRequestSchema.parse(body);
      const created = fault({
        target,
        type,
        value: value ?? null,
        durationSeconds,
        secondsLeft: durationSeconds,
      });
      items = [...items, created];
      return Response.json({ success: true, data: created }, { status: 201 });
    }
    if (method === 'DELETE' && path.startsWith(`${LIST_PATH}/`)) {
      if (answers.clear) return answers.clear();
      const id = decodeURIComponent(path.slice(LIST_PATH.length + 1));
      if (!items.some((item) => item.id === id)) return refusal(404, 'No such fault')();
      items = items.filter((item) => item.id !== id);
      return Response.json({ success: true, data: { id } });
    }
    return new Response('not found', { status: 404 });
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, headers: new Headers(init?.headers), body });
    return answer(method, new URL(url, window.location.origin).pathname, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, writes: () => requests.filter(({ method }) => method !== 'GET') };
}

/** Renders lab components as the app shell holds them: sharing one admin token. */
export function renderLab(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        {/* The map's tables link to the traces pages. */}
        <MemoryRouter>
          <LabAdminTokenProvider>{ui}</LabAdminTokenProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}
