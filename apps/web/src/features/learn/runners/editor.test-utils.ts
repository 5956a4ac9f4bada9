// Reaches the CodeMirror view behind a labelled editor, so tests can edit its text the way
// typing would (jsdom cannot drive contenteditable input).
import { EditorView } from '@codemirror/view';
import { screen } from '@testing-library/react';

/**
 * CodeMirror measures text through Range rectangles, which jsdom lacks; empty ones (like an
 * element's in jsdom) are enough for it. Call in beforeAll; the returned function undoes it.
 */
export function stubRangeRects(): () => void {
  const proto = Range.prototype;
  const had = { rects: 'getClientRects' in proto, box: 'getBoundingClientRect' in proto };
  Object.defineProperty(proto, 'getClientRects', {
    configurable: true,
    value: () => document.body.getClientRects(),
  });
  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    value: () => document.body.getBoundingClientRect(),
  });
  return () => {
    if (!had.rects) Reflect.deleteProperty(proto, 'getClientRects');
    if (!had.box) Reflect.deleteProperty(proto, 'getBoundingClientRect');
  };
}

export async function findEditor(
  name: string,
): Promise<{ content: HTMLElement; view: EditorView }> {
  const content = await screen.findByRole('textbox', { name });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error(`no editor view for '${name}'`);
  return { content, view };
}

export function replaceText(view: EditorView, text: string) {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    userEvent: 'input.type',
  });
}
