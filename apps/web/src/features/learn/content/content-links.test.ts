// Every link in the lessons resolves: app paths are routes of the app (a module and its
// section by id), fragments name a heading of the same text, and other sites are https
// documentation. The Cloudflare facts name the documentation they rest on.
import { describe, expect, it } from 'vitest';
import { PAGE_PARTS } from '@/config/routes';
import { slugify } from '../markdown/user-content-anchors';
import { linkTargets, markdownOf, SECTIONS } from './content.test-utils';
import { MODULES } from './modules';

const APP_PATHS = ['/', '/learn', '/services', '/storage', '/metrics', '/traces'];
/** The parts of a page a link may land on (`/services#fault-switches`). */
const PARTS_OF: Partial<Record<string, readonly string[]>> = {
  '/services': [PAGE_PARTS.systemMap, PAGE_PARTS.queues, PAGE_PARTS.faultSwitches],
  '/storage': [PAGE_PARTS.upload],
};
const TRACE_PATH = /^\/traces\/[0-9a-f]{32}$/;
const DOCUMENTATION_HOSTS = [
  'developers.cloudflare.com',
  'developer.mozilla.org',
  'tc39.es',
  'hono.dev',
  'opentelemetry.io',
  'www.w3.org',
];

/** Why a link does not resolve, or null when it does. */
function problem(target: string, headings: ReadonlySet<string>): string | null {
  if (target.startsWith('#')) {
    return headings.has(decodeURIComponent(target.slice(1))) ? null : 'no such heading';
  }
  if (target.startsWith('/') && !target.startsWith('//')) return appPathProblem(target);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'not a URL or an app path';
  }
  if (url.protocol !== 'https:') return 'not https';
  return DOCUMENTATION_HOSTS.includes(url.hostname) ? null : 'not a documentation site we cite';
}

function appPathProblem(target: string): string | null {
  const url = new URL(target, 'http://app.test');
  if (url.hash !== '' && !(PARTS_OF[url.pathname] ?? []).includes(url.hash.slice(1))) {
    return `no part '${url.hash.slice(1)}' on ${url.pathname}`;
  }
  if (APP_PATHS.includes(url.pathname) || TRACE_PATH.test(url.pathname)) return null;
  const match = /^\/learn\/([^/]+)$/.exec(url.pathname);
  const learningModule = MODULES.find((candidate) => candidate.id === match?.[1]);
  if (!learningModule) return 'not a page of the app';
  const section = url.searchParams.get('section');
  if (section !== null && !learningModule.sections.some((candidate) => candidate.id === section)) {
    return `module ${learningModule.id} has no section ${section}`;
  }
  return null;
}

function headingsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
    slugify(match[1] ?? ''),
  );
  return new Set(headings);
}

// The section files' own text, front matter (its `sources`) and comments included.
const SOURCES = import.meta.glob<string>('./**/*.{ts,md}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('links in the lessons', () => {
  it.each(SECTIONS.map((entry) => [entry.name, entry] as const))(
    '%s: every link resolves',
    (_, { section }) => {
      const headings = headingsOf(section.content);
      const broken = markdownOf(section).flatMap(({ field, text }) =>
        linkTargets(text).flatMap((target) => {
          const why = problem(target, headings);
          return why === null ? [] : [`${field}: ${target}: ${why}`];
        }),
      );
      expect(broken).toEqual([]);
    },
  );

  it('link every module to the live pages it talks about', () => {
    for (const learningModule of MODULES) {
      const targets = learningModule.sections.flatMap((section) =>
        markdownOf(section).flatMap(({ text }) => linkTargets(text)),
      );
      const live = targets.filter((target) =>
        ['/services', '/storage', '/metrics', '/traces'].some((page) => target.startsWith(page)),
      );
      expect(live.length, learningModule.id).toBeGreaterThan(0);
    }
  });
});

describe('sources', () => {
  it.each([
    'microservices-intro',
    'error-handling',
    'cloudflare-workers',
    'r2-storage',
    'reliable-messaging',
    'write-the-consumer',
  ])('%s cites the Cloudflare documentation its facts rest on', (moduleId) => {
    const texts = Object.entries(SOURCES)
      .filter(([path]) => path.includes(`/${moduleId}`))
      .map(([, text]) => text);
    const cited = texts.join('\n').match(/Source: https:\/\/developers\.cloudflare\.com\/\S+/g);
    expect(cited?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
