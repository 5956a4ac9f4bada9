// Builds the document of the d3 sandbox frame: d3 from our own origin, the lesson's code as the
// body of a function given d3, container, width, height and theme, and a bridge that posts every error
// to the parent (the frame's origin is opaque, so messages are its only way out).
import * as z from 'zod';
import type { D3Theme } from './d3-theme';

export const D3_FRAME_ERROR_TYPE = 'd3-sandbox-error';
export const D3_LOAD_FAILED_MESSAGE = 'd3 could not be loaded';
const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
/** Long enough for any real message, short enough that a runaway one cannot flood the page. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;
const CONTAINER_ID = 'container';

/** What the frame posts to its parent; parse with it, since anything can post a message. */
export const d3FrameMessageSchema = z.object({
  type: z.literal(D3_FRAME_ERROR_TYPE),
  message: z.string().max(MAX_ERROR_MESSAGE_LENGTH),
});

export interface D3FrameOptions {
  /** An absolute URL: relative ones would not resolve against the frame's opaque origin. */
  d3Url: string;
  width: number;
  height: number;
  code: string;
  /** The app's colour scheme as colours: the frame's page follows it, and the code gets it. */
  theme: D3Theme;
}

/**
 * Keeps the code from ending its script element early: `</script` would close it, and `<!--`
 * can switch the HTML parser into a state where the real end tag is missed. Both escapes read
 * the same inside JavaScript strings, templates and regular expressions.
 */
export function escapeScriptContent(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
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

/** The width the code draws in: the section's own, or less when the space is narrower. */
export function frameWidth(sectionWidth: number, availableWidth: number): number {
  if (availableWidth <= 0) return sectionWidth;
  return Math.max(1, Math.min(sectionWidth, Math.floor(availableWidth - FRAME_BORDER_PX)));
}

function pixels(size: number): number {
  return Number.isFinite(size) ? Math.max(0, Math.round(size)) : 0;
}

// Runs first, so it catches errors from d3 loading onwards: window errors, unhandled promise
// rejections, and (through reportError) what the lesson code throws synchronously.
const ERROR_BRIDGE = `
(function () {
  function describe(error, fallback) {
    if (error && typeof error.message === 'string' && error.message !== '') return error.message;
    if (typeof fallback === 'string' && fallback !== '') return fallback;
    return error === undefined || error === null ? ${JSON.stringify(UNKNOWN_ERROR_MESSAGE)} : String(error);
  }
  function report(error, fallback) {
    var message = describe(error, fallback).slice(0, ${MAX_ERROR_MESSAGE_LENGTH});
    parent.postMessage({ type: ${JSON.stringify(D3_FRAME_ERROR_TYPE)}, message: message }, '*');
  }
  window.reportSandboxError = report;
  window.addEventListener('error', function (event) { report(event.error, event.message); });
  window.addEventListener('unhandledrejection', function (event) { report(event.reason); });
})();`;

/** Plain controls the lesson code creates (buttons, sliders) look like the app's, in either scheme. */
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

export function buildD3Srcdoc({ d3Url, width, height, code, theme }: D3FrameOptions): string {
  const w = pixels(width);
  const h = pixels(height);
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<style>${frameStyle(theme, w, h)}
</style>
<script>${ERROR_BRIDGE}
</script>
<script src="${escapeAttribute(d3Url)}"></script>
</head>
<body>
<div id="${CONTAINER_ID}"></div>
<script>
(function () {
  if (typeof window.d3 === 'undefined') {
    window.reportSandboxError(undefined, ${JSON.stringify(D3_LOAD_FAILED_MESSAGE)});
    return;
  }
  var container = document.getElementById(${JSON.stringify(CONTAINER_ID)});
  try {
    (function (d3, container, width, height, theme) {
${escapeScriptContent(code)}
    })(window.d3, container, ${w}, ${h}, Object.freeze(${JSON.stringify(theme).replace(/</g, '\\u003c')}));
  } catch (error) {
    window.reportSandboxError(error);
  }
})();
</script>
</body>
</html>
`;
}
