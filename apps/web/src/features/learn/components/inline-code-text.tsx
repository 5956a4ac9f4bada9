import { Code } from '@mantine/core';
import { Fragment } from 'react';

// A backtick pair marks code, as in Markdown; an unpaired backtick stays as it is.
const INLINE_CODE = /`([^`]+)`/;

/** Short text (a quiz question or option) with its `code` in monospace, without the backticks. */
export function InlineCodeText({ text }: { text: string }) {
  // split() with a capture group puts the code at the odd positions.
  const parts = text.split(INLINE_CODE);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <Code key={index}>{part}</Code> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
