import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteText } from './route-text';

describe('a route as text', () => {
  it('reads the same and may break only after a slash or before a query', () => {
    const { container } = render(<RouteText text="GET /api/lab/topology?window=60" />);
    expect(container.textContent).toBe('GET /api/lab/topology?window=60');
    expect(container.innerHTML).toBe('GET /<wbr>api/<wbr>lab/<wbr>topology<wbr>?window=60');
  });
});
