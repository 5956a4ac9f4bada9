// Walking the HTML tree of a rendered markdown text, for our rehype plugins.
import type { Element, ElementContent, Root } from 'hast';

export function forEachElement(parent: Root | Element, visit: (element: Element) => void): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    visit(child);
    forEachElement(child, visit);
  }
}

export function elementChildren(parent: Element): Element[] {
  return parent.children.filter((child): child is Element => child.type === 'element');
}

export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
