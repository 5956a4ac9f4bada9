// A section's markdown from its contentUrl. The app is served with a single-page-app fallback,
// so a missing file can come back 200 with index.html: HTML counts as a failure, not content.
import { queryOptions, useQuery } from '@tanstack/react-query';

export const NOT_MARKDOWN_REASON = 'not a markdown document';
const HTML_CONTENT_TYPE = 'text/html';
const HTML_DOCUMENT_START = /^\s*(?:<!doctype html|<html[\s>])/i;

/** A failure whose message is the short reason shown to the learner ('HTTP 404', ...). */
export class ExternalContentError extends Error {
  override readonly name = 'ExternalContentError';
}

export function httpStatusReason(status: number): string {
  return `HTTP ${status}`;
}

/** GET the markdown at `url`; rejects with the reason for a bad status, HTML, or no network. */
export async function getExternalContent(
  url: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<string> {
  const response = await fetch(url, { signal: signal ?? null });
  if (!response.ok) throw new ExternalContentError(httpStatusReason(response.status));
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.toLowerCase().includes(HTML_CONTENT_TYPE)) {
    throw new ExternalContentError(NOT_MARKDOWN_REASON);
  }
  const text = await response.text();
  if (HTML_DOCUMENT_START.test(text)) throw new ExternalContentError(NOT_MARKDOWN_REASON);
  return text;
}

export function externalContentQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['learn', 'external-content', url] as const,
    queryFn: ({ signal }) => getExternalContent(url, { signal }),
    // A lesson file does not change while the app is open, and a failure has a fallback text.
    staleTime: Infinity,
    retry: false,
  });
}

export function useExternalContent(url: string) {
  return useQuery(externalContentQueryOptions(url));
}
