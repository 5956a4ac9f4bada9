// The colours a lesson visualisation draws with, one palette per colour scheme. The frame is a
// separate document, so it cannot read the app's CSS variables: it gets these values as
// `theme`. Text colours reach WCAG AA contrast (4.5:1) on `background` and on `surface`.
export interface D3Theme {
  scheme: 'light' | 'dark';
  /** The frame's page. */
  background: string;
  /** Boxes, lanes and cards drawn on the page. */
  surface: string;
  border: string;
  /** Gridlines and axes. */
  grid: string;
  text: string;
  /** Secondary text: labels, captions. */
  dimmed: string;
  /** One colour per role: a request, a success, a failure, a wait, an event, a queue. */
  accent: string;
  success: string;
  danger: string;
  warning: string;
  event: string;
  queue: string;
  /** Text on a filled `accent`, `success`, `danger`, `event` or `queue` shape. */
  onFill: string;
  fontFamily: string;
}

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const D3_THEMES: Readonly<Record<D3Theme['scheme'], D3Theme>> = {
  light: {
    scheme: 'light',
    background: '#ffffff',
    surface: '#f1f3f5',
    border: '#adb5bd',
    grid: '#dee2e6',
    text: '#212529',
    dimmed: '#495057',
    accent: '#3b5bdb',
    success: '#2b8a3e',
    danger: '#c92a2a',
    warning: '#a35200',
    event: '#7048e8',
    queue: '#0b7285',
    onFill: '#ffffff',
    fontFamily: FONT_FAMILY,
  },
  dark: {
    scheme: 'dark',
    background: '#242424',
    surface: '#2e2e2e',
    border: '#5c5f66',
    grid: '#373a40',
    text: '#e9ecef',
    dimmed: '#c1c2c5',
    accent: '#91a7ff',
    success: '#69db7c',
    danger: '#ff8787',
    warning: '#ffc078',
    event: '#b197fc',
    queue: '#66d9e8',
    onFill: '#1a1b1e',
    fontFamily: FONT_FAMILY,
  },
};
