// The editors' look in the app's light and dark schemes: the same layout (Mantine's monospace
// font and colours; 16rem high unless the editor fits its content), with highlighting in
// GitHub's colours in light and a matching dark one, all at WCAG AA contrast.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { EDITOR_HEIGHT } from './runner-text';

/** The usual editor height; an editor sized to its content leaves this out. */
export const fixedEditorHeight: Extension = EditorView.theme({ '&': { height: EDITOR_HEIGHT } });

const layout = EditorView.theme({
  '&': {
    fontSize: 'var(--mantine-font-size-sm)',
    color: 'var(--mantine-color-text)',
    backgroundColor: 'var(--mantine-color-body)',
  },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', overflow: 'auto' },
  '.cm-gutters': {
    color: 'var(--mantine-color-dimmed)',
    backgroundColor: 'var(--mantine-color-default-hover)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  // CodeMirror's own active-line tints are pale blue in both schemes: text on them fails AA.
  '.cm-activeLine': { backgroundColor: 'var(--mantine-color-default-hover)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--mantine-color-default-border)' },
  '&.cm-focused': {
    outline: '2px solid var(--mantine-primary-color-filled)',
    outlineOffset: '-2px',
  },
});

// GitHub's light colours, each at least 4.5:1 on the editor's white.
const lightHighlightStyle = HighlightStyle.define([
  { tag: tags.keyword, color: '#cf222e' },
  { tag: [tags.string, tags.special(tags.string)], color: '#0a3069' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#0550ae' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: '#57606a',
    fontStyle: 'italic',
  },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: '#8250df' },
  { tag: tags.definition(tags.variableName), color: '#953800' },
  { tag: tags.propertyName, color: '#0550ae' },
  { tag: [tags.regexp, tags.escape], color: '#116329' },
  { tag: tags.invalid, color: '#82071e' },
]);

const darkHighlightStyle = HighlightStyle.define([
  { tag: tags.keyword, color: '#d8a4f0' },
  { tag: [tags.string, tags.special(tags.string)], color: '#a5d6a7' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#f0b37e' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: '#9aa4b2',
    fontStyle: 'italic',
  },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: '#82b8f5' },
  { tag: tags.definition(tags.variableName), color: '#f5d58a' },
  { tag: tags.propertyName, color: '#f28b95' },
  { tag: [tags.regexp, tags.escape], color: '#7fd6e0' },
  { tag: tags.invalid, color: '#ff8a8a' },
]);

export const lightEditorTheme: Extension = [layout, syntaxHighlighting(lightHighlightStyle)];
export const darkEditorTheme: Extension = [
  layout,
  EditorView.theme({}, { dark: true }),
  syntaxHighlighting(darkHighlightStyle),
];
