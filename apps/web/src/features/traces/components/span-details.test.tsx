import { TRACESTATE_ATTRIBUTE } from '@repo/contracts/traces';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { span, spanId } from '../lib/traces.test-utils';
import { SpanDetails } from './span-details';

const TRACESTATE = 'congo=t61rcWkgMzE,rojo=00f067aa0ba902b7';

function renderSpan(attributes: Record<string, string>) {
  const row = { span: span({ id: 1, attributes }), depth: 0, offsetMs: 0, queued: null };
  renderPage(<SpanDetails row={row} />);
  return within(screen.getByRole('region', { name: 'Span details' }));
}

describe('SpanDetails', () => {
  it('shows the tracestate the span received as a field of its own, not an attribute', () => {
    const details = renderSpan({
      [TRACESTATE_ATTRIBUTE]: TRACESTATE,
      'http.route': '/api/storage/upload',
    });

    const fields = details
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(fields.slice(-2)).toEqual([
      ['Span ID', spanId(1)],
      ['Trace state', TRACESTATE],
    ]);
    const attributes = details.getByRole('table', { name: 'Attributes' });
    expect(within(attributes).queryByText(TRACESTATE_ATTRIBUTE)).not.toBeInTheDocument();
    expect(within(attributes).getByText('http.route')).toBeInTheDocument();
  });

  it('has no trace state field for a span that received none', () => {
    const details = renderSpan({});
    expect(details.queryByText('Trace state')).not.toBeInTheDocument();
    expect(details.getByText('This span has no attributes.')).toBeInTheDocument();
  });
});
