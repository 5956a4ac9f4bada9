// jsdom lays nothing out: this gives each chart's ResponsiveContainer a size so recharts draws.
import { vi } from 'vitest';

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
