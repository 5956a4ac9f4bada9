// A learner's queue handler, read before it runs: it must parse as a module (the message and
// the line are the parser's, acorn's) and export a default object with a `queue` method.
import { parse, type Node } from 'acorn';

export const NO_QUEUE_HANDLER_MESSAGE =
  'Your code must end in `export default { async queue(batch, env) { … } }`: no default export with a queue method was found';

type Program = Node & { body: (Node & { declaration?: Node & { properties?: unknown[] } })[] };
type Property = { key?: { name?: string; value?: string } };

/** Why the source cannot be a queue handler, or undefined when it can. */
export function handlerSourceProblem(code: string): string | undefined {
  let program: Program;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as Program;
  } catch (error) {
    if (error instanceof SyntaxError) {
      const { line, column } =
        (error as SyntaxError & { loc?: { line: number; column: number } }).loc ?? {};
      const message = error.message.replace(/ \(\d+:\d+\)$/, '');
      return line === undefined
        ? `Your handler does not parse: ${message}`
        : `Your handler does not parse: ${message} at line ${line}, column ${(column ?? 0) + 1}`;
    }
    throw error;
  }
  const exported = program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  const properties = (exported?.declaration?.properties ?? []) as Property[];
  const hasQueue = properties.some(
    (property) => (property.key?.name ?? property.key?.value) === 'queue',
  );
  return hasQueue ? undefined : NO_QUEUE_HANDLER_MESSAGE;
}
