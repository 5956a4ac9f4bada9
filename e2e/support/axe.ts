// axe-core, the engine behind Lighthouse's accessibility audit: the WCAG 2.x A and AA
// violations on the page as it is now, each named with its first elements.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The page's violations, one line each; an empty list when it passes. */
export async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the pages' policy (script-src 'self', no
  // inline script) does not govern, as a script element of it would be refused.
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: Violation[];
    };
    return result.violations;
  }, WCAG_TAGS);
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}: ${violation.nodes
        .slice(0, 5)
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
}
