// A CodeMirror 6 editor for JavaScript. It is the default export so React.lazy can load it:
// CodeMirror then sits in its own chunk, fetched only where an editor is shown.
import { isolateHistory } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { Box, useComputedColorScheme } from '@mantine/core';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { darkEditorTheme, fixedEditorHeight, lightEditorTheme } from './editor-theme';

/** What a parent may ask of the editor. */
export interface CodeEditorHandle {
  focus: () => void;
}

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** The editor's accessible name. */
  ariaLabel: string;
  readOnly?: boolean;
  /** As tall as the text (a read-only solution, say) instead of the usual fixed height. */
  fitContent?: boolean;
  /** Ctrl/Cmd+Enter while the editor has focus. */
  onRun?: () => void;
  /** Ctrl/Cmd+Backspace or Ctrl/Cmd+Delete while the editor has focus. */
  onReset?: () => void;
  handleRef?: Ref<CodeEditorHandle>;
}

interface Handlers {
  onChange: CodeEditorProps['onChange'];
  onRun: CodeEditorProps['onRun'];
  onReset: CodeEditorProps['onReset'];
}

function shortcut(handler: () => (() => void) | undefined) {
  return () => {
    const run = handler();
    if (!run) return false;
    run();
    return true;
  };
}

export default function CodeEditor({
  value,
  onChange,
  ariaLabel,
  readOnly = false,
  fitContent = false,
  onRun,
  onReset,
  handleRef,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const valueRef = useRef(value);
  // The editor is built once; its key bindings and listener call whatever the latest props are.
  const handlersRef = useRef<Handlers>({ onChange, onRun, onReset });
  const themeRef = useRef(new Compartment());
  const scheme = useComputedColorScheme('light');
  const schemeRef = useRef(scheme);

  useImperativeHandle(handleRef, () => ({ focus: () => viewRef.current?.focus() }), []);

  useEffect(() => {
    valueRef.current = value;
    handlersRef.current = { onChange, onRun, onReset };
    schemeRef.current = scheme;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const reset = shortcut(() => handlersRef.current.onReset);
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: valueRef.current,
        extensions: [
          // Ahead of every other binding, so the editor's own Mod-Enter and Mod-Backspace lose.
          Prec.highest(
            keymap.of([
              { key: 'Mod-Enter', run: shortcut(() => handlersRef.current.onRun) },
              { key: 'Mod-Backspace', run: reset },
              { key: 'Mod-Delete', run: reset },
            ]),
          ),
          basicSetup,
          javascript(),
          fitContent ? [] : fixedEditorHeight,
          themeRef.current.of(schemeRef.current === 'dark' ? darkEditorTheme : lightEditorTheme),
          EditorState.readOnly.of(readOnly),
          // An explicit tabindex: the editable content is already in the tab order, and this lets
          // accessibility checkers see that its scrolling box can be reached by keyboard.
          EditorView.contentAttributes.of({ 'aria-label': ariaLabel, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlersRef.current.onChange?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [ariaLabel, readOnly, fitContent]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: themeRef.current.reconfigure(scheme === 'dark' ? darkEditorTheme : lightEditorTheme),
    });
  }, [scheme]);

  useEffect(() => {
    // A new value from outside (Reset): replace the text as one step of its own in the history,
    // never merged with the typing just before it, so a single Ctrl/Cmd+Z brings that text back.
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value)
      view.dispatch({
        changes: { from: 0, to: current.length, insert: value },
        annotations: isolateHistory.of('full'),
      });
  }, [value]);

  return (
    <Box
      ref={hostRef}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
      }}
    />
  );
}
