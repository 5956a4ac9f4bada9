// Renders one chart widget inside the app's theme, and finds a chart card by its title.
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderRoute } from '@/test/render';

export function renderWidget(ui: ReactNode) {
  return renderRoute('/', [{ path: '/', element: ui }]);
}

export function chartCard(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

/** jsdom lays nothing out: this gives each chart's ResponsiveContainer a size so recharts draws. */
export function giveChartsSize(width = 800, height = 320) {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? new DOMRect(0, 0, width, height)
      : measure.call(this);
  });
}
