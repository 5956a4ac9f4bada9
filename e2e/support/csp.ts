// Content-Security-Policy checks shared by the e2e files: the violations a page reports, and a
// served policy read directive by directive.
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/**
 * Collects every CSP violation on the page from now on: console messages (a Worker's refused
 * eval or request is only there), and the event in every frame, lesson frames included.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeBinding('reportCspViolation', (_, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(
        `${event.violatedDirective} blocked ${event.blockedURI} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** The sources of one directive of a policy: `script-src 'self' blob:` → ["'self'", 'blob:']. */
export function directiveSources(policy: string, name: string): string[] | undefined {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1);
}
