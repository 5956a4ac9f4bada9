// A GFM table cannot mark row headers, so a table that leaves its top-left header cell empty is
// read as one whose first column names its rows (a comparison table): those cells become
// `<th scope="row">` and the empty corner a plain cell. Every data cell then has a header, for a
// screen reader and for axe's td-has-header rule; the text is unchanged.
import type { Element, Root } from 'hast';
import { elementChildren, forEachElement, textOf } from './hast-elements';

function firstCell(row: Element | undefined): Element | undefined {
  return row ? elementChildren(row)[0] : undefined;
}

/** Runs after sanitising: the `scope` attribute is ours, not the author's. */
export function rehypeRowHeaders() {
  return (tree: Root): void => {
    forEachElement(tree, (table) => {
      if (table.tagName !== 'table') return;
      const parts = elementChildren(table);
      const head = parts.find((part) => part.tagName === 'thead');
      const corner = firstCell(head ? elementChildren(head)[0] : undefined);
      if (corner?.tagName !== 'th' || textOf(corner).trim() !== '') return;
      corner.tagName = 'td';
      for (const body of parts.filter((part) => part.tagName === 'tbody')) {
        for (const row of elementChildren(body)) {
          const cell = firstCell(row);
          if (cell?.tagName !== 'td') continue;
          cell.tagName = 'th';
          cell.properties['scope'] = 'row';
        }
      }
    });
  };
}
