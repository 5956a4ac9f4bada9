import { Code, ScrollArea } from '@mantine/core';
import type { OpenApiDocument } from '../lib/openapi-document';
import { schemaText } from '../lib/schema-text';

interface SchemaCodeProps {
  document: OpenApiDocument;
  schema: unknown;
  /** Names the block for screen readers: 'Schema of the 200 answer'. */
  label: string;
}

/** A JSON Schema of the document, its refs written out, in a scrollable code block. */
export function SchemaCode({ document, schema, label }: SchemaCodeProps) {
  return (
    <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
      <Code block aria-label={label} tabIndex={0} role="region">
        {schemaText(document, schema)}
      </Code>
    </ScrollArea.Autosize>
  );
}
