// Builds the document of the visualisation frame: a JSON block with its width, height and theme,
// then three classic scripts from our own origin: the frame's runtime (lib/d3-frame-runtime.ts:
// the error bridge, then the drawing), d3's UMD build, and the visualisation's bundle.
import * as z from 'zod';
import {
  CONTAINER_ID,
  D3_FRAME_ERROR_TYPE,
  MAX_ERROR_MESSAGE_LENGTH,
  SETTINGS_ID,
} from './d3-frame-protocol';
import type { FrameSettings } from './d3-frame-runtime';
import type { D3Theme } from './d3-theme';

/** What the frame posts to its parent; parse with it, since anything can post a message. */
export const d3FrameMessageSchema = z.object({
  type: z.literal(D3_FRAME_ERROR_TYPE),
  message: z.string().max(MAX_ERROR_MESSAGE_LENGTH),
});

/** Absolute URLs: relative ones would not resolve against the frame's opaque origin. */
export interface D3FrameScripts {
  runtimeUrl: string;
  d3Url: string;
  visualisationUrl: string;
}

export interface D3FrameOptions extends D3FrameScripts {
  width: number;
  height: number;
  /** The app's colour scheme as colours: the frame's page follows it, and the drawing gets it. */
  theme: D3Theme;
}

/** JSON that is also safe inside an HTML <script> element (no '</script>' can end it early). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The frame's border, which takes its share of the space. */
const FRAME_BORDER_PX = 2;

/** The width the drawing gets: the section's own, or less when the space is narrower. */
export function frameWidth(sectionWidth: number, availableWidth: number): number {
  if (availableWidth <= 0) return sectionWidth;
  return Math.max(1, Math.min(sectionWidth, Math.floor(availableWidth - FRAME_BORDER_PX)));
}

function pixels(size: number): number {
  return Number.isFinite(size) ? Math.max(0, Math.round(size)) : 0;
}

/** Plain controls the visualisation creates (buttons, sliders) look like the app's, in either scheme. */
function frameStyle(theme: D3Theme, width: number, height: number): string {
  return `
html, body { margin: 0; padding: 0; overflow: hidden; background: ${theme.background}; color: ${theme.text}; color-scheme: ${theme.scheme}; }
body { font-family: ${theme.fontFamily}; font-size: 14px; }
#${CONTAINER_ID} { position: relative; width: ${width}px; height: ${height}px; overflow: hidden; }
button, select, input { font: inherit; color: ${theme.text}; }
button { background: ${theme.surface}; border: 1px solid ${theme.border}; border-radius: 6px; padding: 4px 10px; min-height: 32px; cursor: pointer; }
button:disabled { cursor: default; opacity: 0.6; }
button[aria-pressed="true"] { background: ${theme.accent}; color: ${theme.onFill}; border-color: ${theme.accent}; }
:focus-visible { outline: 2px solid ${theme.accent}; outline-offset: 2px; }
input[type="range"] { accent-color: ${theme.accent}; }
svg text { fill: ${theme.text}; }`;
}

const script = (url: string) => `<script src="${escapeAttribute(url)}"></script>`;

export function buildD3Srcdoc(options: D3FrameOptions): string {
  const { theme } = options;
  const settings: FrameSettings = {
    width: pixels(options.width),
    height: pixels(options.height),
    theme,
  };
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<style>${frameStyle(theme, settings.width, settings.height)}
</style>
<script type="application/json" id="${SETTINGS_ID}">${scriptJson(settings)}</script>
${script(options.runtimeUrl)}
${script(options.d3Url)}
${script(options.visualisationUrl)}
</head>
<body>
<div id="${CONTAINER_ID}"></div>
</body>
</html>
`;
}
