// A learner's queue handler, read before it runs: it must parse as a module (the message and
// the line are the parser's, acorn's), import nothing, and export a default object with a
// `queue` method. What the browser's sandbox runs is its body: the same code with its default
// export kept in a constant that the body returns (docs/lab.md#where-learner-code-runs).
import { parse, type Node } from 'acorn';

export const NO_QUEUE_HANDLER_MESSAGE =
  'Your code must end in `export default { async queue(batch, env) { … } }`: no default export with a queue method was found';

/** The name the body keeps the default export in. */
const HANDLER_CONSTANT = '__queueHandler';

type AnyNode = Node & Record<string, unknown>;
type Property = { key?: { name?: string; value?: string } };

export type HandlerSource = { problem: string } | { body: string };

function located(message: string, code: string, offset: number): string {
  const before = code.slice(0, offset).split('\n');
  return `${message} at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** Every node under `node`, depth first. */
function* nodesOf(node: AnyNode): Generator<AnyNode> {
  yield node;
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (typeof child === 'object' && child !== null && typeof child.type === 'string') {
        yield* nodesOf(child as AnyNode);
      }
    }
  }
}

/** Why a handler may not load code: an import, static or dynamic, reaches past its sandbox. */
function importProblem(program: AnyNode, code: string): string | undefined {
  for (const node of nodesOf(program)) {
    const what =
      node.type === 'ImportDeclaration'
        ? 'an import'
        : node.type === 'ImportExpression'
          ? 'import()'
          : node.type === 'MetaProperty'
            ? 'import.meta'
            : node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration'
              ? 'a named export'
              : undefined;
    if (what !== undefined) {
      const reason =
        what === 'a named export'
          ? 'Your handler exports more than its default: a queue handler exports only `export default { … }`'
          : `Your handler uses ${what}: a handler here imports nothing, since it can reach neither the network nor other modules`;
      return located(reason, code, node.start);
    }
  }
  return undefined;
}

/** The handler's body to run, or why the source cannot be a queue handler. */
export function readHandlerSource(code: string): HandlerSource {
  let program: AnyNode;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
  } catch (error) {
    if (error instanceof SyntaxError) {
      const { line, column } =
        (error as SyntaxError & { loc?: { line: number; column: number } }).loc ?? {};
      const message = error.message.replace(/ \(\d+:\d+\)$/, '');
      return {
        problem:
          line === undefined
            ? `Your handler does not parse: ${message}`
            : `Your handler does not parse: ${message} at line ${line}, column ${(column ?? 0) + 1}`,
      };
    }
    throw error;
  }
  const loads = importProblem(program, code);
  if (loads !== undefined) return { problem: loads };
  const body = program.body as AnyNode[];
  const exported = body.find((node) => node.type === 'ExportDefaultDeclaration');
  const declaration = exported?.declaration as AnyNode | undefined;
  const properties = (declaration?.properties ?? []) as Property[];
  const hasQueue = properties.some(
    (property) => (property.key?.name ?? property.key?.value) === 'queue',
  );
  if (!exported || !declaration || !hasQueue) return { problem: NO_QUEUE_HANDLER_MESSAGE };
  return {
    body:
      `${code.slice(0, exported.start)}const ${HANDLER_CONSTANT} = ` +
      `${code.slice(declaration.start)}\n;return ${HANDLER_CONSTANT};`,
  };
}
