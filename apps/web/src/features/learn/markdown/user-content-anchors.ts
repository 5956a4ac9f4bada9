// The sanitiser prefixes every id with 'user-content-' (so lesson text cannot clobber the app's
// own ids), which would break in-page links; these plugins give headings ids to link to and
// point fragment links at the prefixed ids, the way GitHub's page script does.
import type { Root } from 'hast';
import { defaultSchema } from 'rehype-sanitize';
import { forEachElement, textOf } from './hast-elements';

const USER_CONTENT_PREFIX = defaultSchema.clobberPrefix ?? '';
const HEADING = /^h[1-6]$/;
// github-slugger's rule: keep letters, marks, numbers, connectors, spaces and hyphens.
const NOT_SLUG_CHARACTER = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(NOT_SLUG_CHARACTER, '').replace(/ /g, '-');
}

/** Runs before sanitising: gives each heading a GitHub-style slug id (the schema prefixes it). */
export function rehypeHeadingIds() {
  return (tree: Root): void => {
    const used = new Map<string, number>();
    forEachElement(tree, (element) => {
      if (!HEADING.test(element.tagName) || element.properties['id'] !== undefined) return;
      const slug = slugify(element.children.map(textOf).join(''));
      if (slug === '') return;
      const count = used.get(slug) ?? 0;
      used.set(slug, count + 1);
      element.properties['id'] = count === 0 ? slug : `${slug}-${count}`;
    });
  };
}

/** Runs after sanitising: `#anchor` links point at the prefixed id the sanitiser produced. */
export function rehypeUserContentFragments() {
  return (tree: Root): void => {
    forEachElement(tree, (element) => {
      const href = element.properties['href'];
      if (element.tagName !== 'a' || typeof href !== 'string') return;
      if (!href.startsWith('#') || href.length === 1) return;
      if (href.startsWith(`#${USER_CONTENT_PREFIX}`)) return;
      element.properties['href'] = `#${USER_CONTENT_PREFIX}${href.slice(1)}`;
    });
  };
}
