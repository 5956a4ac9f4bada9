import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { HorizontalScroll } from './horizontal-scroll';
import { SCROLL_HINT } from './horizontal-scroll-text';

/** jsdom has no layout: every element reports these widths. */
function stubWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function renderTable() {
  return renderPage(
    <HorizontalScroll label="Prices" minWidth={640}>
      <table>
        <tbody>
          <tr>
            <td>wide</td>
          </tr>
        </tbody>
      </table>
    </HorizontalScroll>,
  );
}

describe('HorizontalScroll', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the hint and a focusable named region while the content is wider than the box', () => {
    stubWidths(640, 358);
    renderTable();

    expect(screen.getByText(SCROLL_HINT)).toBeVisible();
    const region = screen.getByRole('region', { name: 'Prices' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ overflowX: 'auto' });
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('shows no hint and no extra tab stop when the content fits', () => {
    stubWidths(358, 358);
    renderTable();

    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(SCROLL_HINT)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Prices' })).not.toBeInTheDocument();
  });
});
