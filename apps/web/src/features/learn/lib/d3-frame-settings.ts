// The visualisation frame reads what to draw from its own address (lib/d3-frame.ts builds it)
// and sets its page's colours and size as the custom properties its stylesheet uses
// (public/frames/visualisation.css). Bundled into the frame's script.
import { FRAME_PARAMS } from './d3-frame-protocol';
import { D3_THEMES, type D3Theme } from './d3-theme';

export interface FrameSettings {
  /** Root-relative paths on the app's origin, or '' when the query names none. */
  d3Url: string;
  visualisationUrl: string;
  width: number;
  height: number;
  theme: D3Theme;
}

function pixels(value: string | null): number {
  const size = Number(value);
  return Number.isFinite(size) ? Math.max(0, Math.round(size)) : 0;
}

/** A root-relative path ('/assets/x.js'): never another origin ('//evil', 'https:'). */
function ownPath(value: string | null): string {
  return value !== null && /^\/(?![/\\])/.test(value) ? value : '';
}

export function readFrameSettings(search: string): FrameSettings {
  const query = new URLSearchParams(search);
  const scheme = query.get(FRAME_PARAMS.scheme) === 'dark' ? 'dark' : 'light';
  return {
    d3Url: ownPath(query.get(FRAME_PARAMS.d3)),
    visualisationUrl: ownPath(query.get(FRAME_PARAMS.visualisation)),
    width: pixels(query.get(FRAME_PARAMS.width)),
    height: pixels(query.get(FRAME_PARAMS.height)),
    theme: D3_THEMES[scheme],
  };
}

/** 'onFill' → '--on-fill' */
const customProperty = (name: string) =>
  `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Set through the CSSOM, which the frame's policy allows without inline styles. */
export function applyFrameStyle(root: ElementCSSInlineStyle, settings: FrameSettings): void {
  for (const [name, value] of Object.entries(settings.theme)) {
    root.style.setProperty(customProperty(name), value);
  }
  root.style.setProperty('--width', `${settings.width}px`);
  root.style.setProperty('--height', `${settings.height}px`);
}
