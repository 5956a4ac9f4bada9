// The area a file can be dropped on, or clicked to choose one; its own <input type="file">
// is the way in for the 'Choose File' button and for tests. Plain DOM drag-and-drop: no
// library, so nothing here decides silently which files to refuse (the upload checks them).
import { Box } from '@mantine/core';
import { useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import classes from './file-drop-area.module.css';

export interface FileDropAreaProps {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** The hidden input, so a button elsewhere can open the file dialog. */
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  inputLabel: string;
  /** What the area shows; `dragging` while a file is held over it. */
  children: (dragging: boolean) => ReactNode;
}

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

export function FileDropArea(props: FileDropAreaProps) {
  const { onFiles, disabled, inputRef, accept, inputLabel, children } = props;
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    // Without this the browser opens the dropped file itself.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      data-testid="upload-dropzone"
      className={classes.area}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      // A click anywhere opens the dialog; the 'Choose File' button is the keyboard way in.
      onClick={(event) => {
        // The input's own click (from the button) bubbles here too: open the dialog once.
        if (!disabled && event.target !== inputRef.current) inputRef.current?.click();
      }}
    >
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        // Out of the accessibility tree and the tab order: the button beside it is the way in.
        aria-hidden
        tabIndex={-1}
        hidden
        disabled={disabled}
        onChange={(event) => onFiles([...(event.currentTarget.files ?? [])])}
      />
      {children(dragging)}
    </Box>
  );
}
