// Renders the Generate load card and fakes the gateway's upload and search endpoints.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderPage } from '@/test/render';
import { GenerateLoadCard, type GenerateLoadCardProps } from './generate-load-card';

export interface SentRequest {
  url: URL;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

/**
 * Stubs fetch: `answer` gives each request's response, or undefined to leave it unanswered
 * until it is aborted, as a real fetch would be.
 */
export function stubGateway(answer: (url: URL) => Response | undefined) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    sent.push({ url, body: init?.body, signal: init?.signal });
    const response = answer(url);
    if (response) return Promise.resolve(response);
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
  return sent;
}

export function refusal(status: number, message: string) {
  return Response.json({ success: false, error: { message } }, { status });
}

export function renderCard(props: GenerateLoadCardProps = {}) {
  return renderPage(<GenerateLoadCard {...props} />);
}

export function card() {
  return within(screen.getByRole('region', { name: 'Generate load' }));
}

export async function fill(user: UserEvent, label: string, value: string) {
  const input = card().getByRole('textbox', { name: label });
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}
