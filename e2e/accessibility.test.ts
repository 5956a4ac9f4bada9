// axe-core, the engine behind Lighthouse's accessibility audit, on the six main pages in the
// light and the dark scheme: any WCAG 2.x A or AA violation fails, named with its elements.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1350, height: 940 });
const page = () => session.page;

const AXE_SOURCE = await readFile(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each page, and what shows once its content has loaded. */
const PAGES = [
  { path: '/', ready: 'Quick Stats' },
  { path: '/learn', ready: 'Learn Asynchronous Microservices' },
  { path: '/learn/async-basics', ready: 'Key Takeaways' },
  { path: '/services', ready: 'System map' },
  { path: '/storage', ready: 'Uploaded Files' },
  { path: '/metrics', ready: 'Latency Quantiles (p50/p95/p99)' },
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function violations(): Promise<string[]> {
  await page().addScriptTag({ content: AXE_SOURCE });
  const found = await page().evaluate(async (tags) => {
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

describe.each(['light', 'dark'] as const)('accessibility in the %s scheme', (scheme) => {
  it.each(PAGES)(
    '$path has no WCAG A or AA violation',
    async ({ path, ready }) => {
      await page().emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page().goto(`${baseUrl}${path}`);
      await page().getByText(ready, { exact: true }).first().waitFor({ timeout: 20_000 });
      // Let polls and charts settle.
      await page().waitForTimeout(1_500);
      expect(await violations()).toEqual([]);
    },
    60_000,
  );
});
