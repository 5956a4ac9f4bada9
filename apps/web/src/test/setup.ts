// Vitest setup for jsdom: jest-dom matchers, the browser APIs Mantine needs, a guard that
// fails any test which logs an unexpected console.error, and the cleanup every test needs.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The guard against unexpected console.error, and the mocks and timers put back after each test.
import './setup-logic';

// Pages load their charts and panels lazily: on a busy machine (CI running its suites side by
// side) the first import of a chunk can take longer than the library's 1 s default, which made
// `findBy…` and `waitFor` fail on time alone. What each test waits for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// jsdom has neither; Mantine reads both (colour scheme, media queries, ScrollArea, AppShell).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

window.scrollTo = () => undefined;
// Mantine's Combobox (Select) scrolls the selected option into view when it opens.
Element.prototype.scrollIntoView = () => undefined;
// CodeMirror measures text through ranges when it scrolls a long document; jsdom has no layout.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

// jsdom lays nothing out, so recharts warns that every chart it draws has no size.
const CHART_WITHOUT_SIZE =
  /^The width\(-?\d+\) and height\(-?\d+\) of chart should be greater than 0/;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && CHART_WITHOUT_SIZE.test(args[0])) return;
  warn(...args);
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
