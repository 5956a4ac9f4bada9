import { useState, type SVGProps } from 'react';

type FigureSpanProps = Omit<SVGProps<SVGTSpanElement>, 'children'> & { text: string };

/**
 * A figure of the map that marks itself for a moment when it changes: keyed by its text, the span
 * is drawn anew, so the stylesheet's brief highlight plays once per change. The first figure a
 * reader sees is not marked.
 */
export function FigureSpan({ text, ...props }: FigureSpanProps) {
  const [first] = useState(text);
  return (
    <tspan key={text} data-changed={text === first ? undefined : ''} {...props}>
      {text}
    </tspan>
  );
}
