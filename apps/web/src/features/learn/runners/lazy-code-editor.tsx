// The code editor, loaded on first use: CodeMirror stays out of the app's main bundle and is
// fetched only where an editor is shown, with a placeholder of the same size meanwhile.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';
import { EDITOR_HEIGHT } from './runner-text';

const CodeEditor = lazy(() => import('./code-editor'));

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={EDITOR_HEIGHT} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
