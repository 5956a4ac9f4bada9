// A JSON Schema from the document as the page shows it: its `$ref`s written out in place, and
// a skeleton value that fits it, to start a request body from.
import { isRecord, resolveRef, type OpenApiDocument } from './openapi-document';

/** Deeper than any contract schema nests; it stops a schema that contains itself. */
const MAX_DEPTH = 8;

/** `schema` with each local `$ref` replaced by what it points to (a circular one is kept). */
export function expandSchema(document: OpenApiDocument, schema: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return schema;
  if (Array.isArray(schema)) return schema.map((item) => expandSchema(document, item, depth + 1));
  if (!isRecord(schema)) return schema;
  const resolved = resolveRef(document, schema);
  const target = isRecord(resolved) ? resolved : schema;
  return Object.fromEntries(
    Object.entries(target).map(([key, value]) => [key, expandSchema(document, value, depth + 1)]),
  );
}

/** The schema as indented JSON. */
export function schemaText(document: OpenApiDocument, schema: unknown): string {
  return JSON.stringify(expandSchema(document, schema), null, 2);
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : undefined;
}

/** The type a schema names, the first one when it names several ('string' of ['string', 'null']). */
function typeOf(schema: Record<string, unknown>): unknown {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/**
 * A value that fits `schema`: its example or default when it has one, else the first of its
 * enum, else an empty value of its type, with every property of an object filled in.
 */
export function exampleOf(document: OpenApiDocument, schema: unknown, depth = 0): unknown {
  const resolved = resolveRef(document, schema);
  if (!isRecord(resolved) || depth > MAX_DEPTH) return null;
  if ('example' in resolved) return resolved.example;
  if ('default' in resolved) return resolved.default;
  if ('const' in resolved) return resolved.const;
  const examples = firstOf(resolved.examples);
  if (examples !== undefined) return examples;
  const choice = firstOf(resolved.enum);
  if (choice !== undefined) return choice;
  const variant = firstOf(resolved.oneOf) ?? firstOf(resolved.anyOf) ?? firstOf(resolved.allOf);
  if (variant !== undefined) return exampleOf(document, variant, depth + 1);
  switch (typeOf(resolved)) {
    case 'object': {
      const properties = isRecord(resolved.properties) ? resolved.properties : {};
      return Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [
          name,
          exampleOf(document, value, depth + 1),
        ]),
      );
    }
    case 'array':
      return [];
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}
