// axe-core, the engine behind Lighthouse's accessibility audit, on the six main pages in the
// light and the dark scheme: any WCAG 2.x A or AA violation fails, named with its elements.
import { describe, expect, inject, it } from 'vitest';
import { violations } from './support/axe';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1350, height: 940 });
const page = () => session.page;

/** Each page, and what shows once its content has loaded. */
const PAGES = [
  { path: '/', ready: 'Quick Stats' },
  { path: '/learn', ready: 'Learn Asynchronous Microservices' },
  { path: '/learn/async-basics', ready: 'Key Takeaways' },
  { path: '/services', ready: 'System map' },
  { path: '/storage', ready: 'Uploaded Files' },
  { path: '/metrics', ready: 'Latency Quantiles (p50/p95/p99)' },
];

describe.each(['light', 'dark'] as const)('accessibility in the %s scheme', (scheme) => {
  it.each(PAGES)(
    '$path has no WCAG A or AA violation',
    async ({ path, ready }) => {
      await page().emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page().goto(`${baseUrl}${path}`);
      await page().getByText(ready, { exact: true }).first().waitFor({ timeout: 20_000 });
      // Let polls and charts settle.
      await page().waitForTimeout(1_500);
      expect(await violations(page())).toEqual([]);
    },
    60_000,
  );
});
