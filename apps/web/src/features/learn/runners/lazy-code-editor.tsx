// The code editor, loaded on first use: CodeMirror stays out of the app's main bundle and is
// fetched only where an editor is shown, with a placeholder of the same size meanwhile.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';
import { EDITOR_HEIGHT } from './runner-text';

const CodeEditor = lazy(() => import('./code-editor'));

/** The placeholder of an editor sized to its content: about one line per line of text. */
function fittedHeight(value: string): string {
  const lines = value.split('\n').length;
  return `calc(${lines} * 1.4 * var(--mantine-font-size-sm) + 0.5rem)`;
}

export function LazyCodeEditor(props: CodeEditorProps) {
  const height = props.fitContent ? fittedHeight(props.value) : EDITOR_HEIGHT;
  return (
    <Suspense fallback={<Skeleton height={height} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
