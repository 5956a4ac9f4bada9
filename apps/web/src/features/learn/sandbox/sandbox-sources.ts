// The Worker's script and the iframe's document, from real modules: worker-entry.ts and
// frame-entry.ts, each bundled with its imports into one classic script by the frame-bundles
// Vite plugin (`?frame-source`). The frame's bundle holds the Worker's as text, to start each
// Worker from a blob: URL.
import frameSource from './frame-entry.ts?frame-source';
import workerSource from './worker-entry.ts?frame-source';

/** The Worker's script: `self` is its global scope. */
export function buildWorkerSource(): string {
  return workerSource;
}

/**
 * The frame's policy, which its blob: Workers inherit: its own inline script, Workers from
 * blobs, and eval (learner code is compiled with the AsyncFunction constructor); nothing else,
 * so learner code cannot load anything or reach the network.
 */
export const FRAME_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:";

/**
 * Keeps the script from ending its element early: `</script` would close it, and `<!--` can
 * switch the HTML parser into a state where the real end tag is missed. Minified, the bundle has
 * them only in strings and regular expressions, where both escapes read the same.
 */
function escapeScriptContent(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

export function buildFrameDocument(): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${FRAME_CONTENT_SECURITY_POLICY}">`;
  return `<!doctype html><html><head><meta charset="utf-8">${policy}</head><body><script>${escapeScriptContent(frameSource)}</script></body></html>`;
}
