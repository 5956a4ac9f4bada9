// What SQL a learner's handler may run on its own database (docs/learn.md#the-handler-api).
// Their database is SQLite in a Durable Object, and a statement runs to its end on the thread
// it shares with everyone's: so only statements whose work is bounded by the (capped) size of
// the database pass. One table per statement, no subquery beyond an INSERT's SELECT, no
// recursion, and only the functions below. Anything else is refused before it runs, saying why.

/** The SQL functions a statement may call: none of them makes more data than it is given. */
export const ALLOWED_FUNCTIONS = new Set([
  'abs',
  'changes',
  'coalesce',
  'count',
  'ifnull',
  'iif',
  'json_extract',
  'last_insert_rowid',
  'length',
  'lower',
  'max',
  'min',
  'nullif',
  'sum',
  'total',
  'typeof',
  'upper',
]);

/** Words that end a statement's checks at once: they reach past the learner's own tables. */
const REFUSED_WORDS = new Set(['attach', 'detach', 'pragma', 'vacuum', 'recursive', 'join']);

/** Words after which `name (` is a table or a constraint, not a function call. */
const BEFORE_TABLE = new Set(['table', 'into', 'exists', 'on', 'references', 'key', 'unique']);
/** Keywords that may stand before `(` without being a function. */
const KEYWORDS_BEFORE_PAREN = new Set([
  'values',
  'in',
  'and',
  'or',
  'not',
  'check',
  'as',
  'where',
  'set',
  'select',
  'by',
  'when',
  'then',
  'else',
  'is',
  'between',
  'like',
  'glob',
  'do',
  'conflict',
  'key',
  'unique',
  'default',
  'primary',
]);

type Token = { kind: 'word' | 'punct' | 'literal'; text: string };

/** The statement's tokens, with strings, quoted names and comments read as SQLite reads them. */
function tokens(sql: string): Token[] | string {
  const list: Token[] = [];
  let at = 0;
  while (at < sql.length) {
    const char = sql[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
    } else if (sql.startsWith('--', at)) {
      const end = sql.indexOf('\n', at);
      at = end < 0 ? sql.length : end + 1;
    } else if (sql.startsWith('/*', at)) {
      const end = sql.indexOf('*/', at + 2);
      if (end < 0) return 'a comment is not closed';
      at = end + 2;
    } else if (char === "'" || char === '"' || char === '`' || char === '[') {
      const close = char === '[' ? ']' : char;
      let end = at + 1;
      for (;;) {
        end = sql.indexOf(close, end);
        if (end < 0) return `a quote (${char}) is not closed`;
        if (sql[end + 1] === close && close !== ']') end += 2;
        else break;
      }
      const text = sql.slice(at, end + 1);
      list.push(
        char === "'" ? { kind: 'literal', text } : { kind: 'word', text: text.slice(1, -1) },
      );
      at = end + 1;
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(at)) ?? [char];
      list.push({ kind: 'word', text: match[0] });
      at += match[0].length;
    } else if (/[0-9.]/.test(char)) {
      const match = /^[0-9.]+(?:e[+-]?[0-9]+)?/i.exec(sql.slice(at)) ?? [char];
      list.push({ kind: 'literal', text: match[0] });
      at += match[0].length;
    } else {
      list.push({ kind: 'punct', text: char });
      at += 1;
    }
  }
  return list;
}

/** Why `sql` may not run on a learner's database, or undefined when it may. */
export function refusedSql(sql: string): string | undefined {
  const list = tokens(sql);
  if (typeof list === 'string') return `This SQL cannot be read: ${list}`;
  const words = list.map((token) => (token.kind === 'word' ? token.text.toLowerCase() : ''));
  const refused = words.find((word) => REFUSED_WORDS.has(word));
  if (refused) return `${refused.toUpperCase()} is not allowed here: use one table at a time`;
  if (words[0] === 'with') return 'WITH is not allowed here: write the query without it';
  if (list.some((token, index) => token.text === ';' && index < list.length - 1)) {
    return 'One statement at a time: prepare each statement on its own';
  }
  const selects = words.filter((word) => word === 'select').length;
  if (selects > 1) return 'A subquery is not allowed here: one SELECT per statement';
  let depth = 0;
  let inFrom = false;
  for (const [index, token] of list.entries()) {
    const word = words[index] ?? '';
    if (token.text === '(') {
      const name = words[index - 1] ?? '';
      const before = words[index - 2] ?? '';
      if (
        list[index - 1]?.kind === 'word' &&
        !KEYWORDS_BEFORE_PAREN.has(name) &&
        !BEFORE_TABLE.has(before) &&
        !ALLOWED_FUNCTIONS.has(name) &&
        !(before === 'not' && words[index - 3] === 'if')
      ) {
        return `The function ${name}() is not allowed here; these are: ${[...ALLOWED_FUNCTIONS].join(', ')}`;
      }
      depth += 1;
    } else if (token.text === ')') {
      depth -= 1;
    } else if (word === 'from') {
      inFrom = true;
    } else if (
      inFrom &&
      ['where', 'group', 'order', 'limit', 'returning', 'on'].includes(word) &&
      depth === 0
    ) {
      inFrom = false;
    } else if (inFrom && token.text === ',' && depth === 0) {
      return 'One table per statement: a FROM with two tables is not allowed here';
    }
  }
  return undefined;
}

/** Whether a statement may change the database: anything but a SELECT. */
export function isWrite(sql: string): boolean {
  const list = tokens(sql);
  const first = typeof list === 'string' ? '' : (list[0]?.text.toLowerCase() ?? '');
  return first !== 'select';
}
