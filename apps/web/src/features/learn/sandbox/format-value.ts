// Shows a value on one line the way Node's util.inspect(value, { depth: 4, breakLength:
// Infinity, compact: true }) does (minus stack traces), so lesson authors can check expected
// outputs in Node.
// The Worker's script (worker-entry.ts) bundles it. It runs in the learner's realm, so it calls
// only the builtins captured before learner code ran (captured-builtins.ts), builds its text by
// concatenation (no array methods or iterators), and reads only own data properties, walking
// prototypes itself and taking an intrinsic prototype's name as it was.
import { builtin as b, intrinsicOf } from './captured-builtins';

const MAX_DEPTH = 4;
const MAX_ITEMS = 100;
const UNREADABLE = '[Unreadable value]';
const ESCAPES: Readonly<Record<string, string>> = Object.freeze({
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\f': '\\f',
  '\r': '\\r',
  '\v': '\\x0B',
});
const FUNCTION_KINDS = Object.freeze({
  AsyncFunction: true,
  GeneratorFunction: true,
  AsyncGeneratorFunction: true,
});

/** Items seen on the way down, to show a cycle as [Circular]. */
interface Seen {
  item: object;
  up: Seen | null;
}

function quote(text: string): string {
  // Node picks the first quote the text does not contain, escaping only as a last resort.
  const mark = !b.includes(text, "'")
    ? "'"
    : !b.includes(text, '"')
      ? '"'
      : !b.includes(text, '`')
        ? '`'
        : "'";
  let body = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    const code = b.charCodeAt(text, index);
    if (char === mark || char === '\\') body += '\\' + char;
    else if (b.hasOwn(ESCAPES, char)) body += ESCAPES[char] ?? '';
    else if (code < 0x20 || code === 0x7f)
      body += '\\x' + b.padStart(b.toUpperCase(b.numberText(code, 16)), 2, '0');
    else body += char;
  }
  return mark + body + mark;
}

function isIdentifier(key: string): boolean {
  for (let index = 0; index < key.length; index += 1) {
    const code = b.charCodeAt(key, index);
    const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    const digit = code >= 48 && code <= 57;
    if (!letter && code !== 95 && code !== 36 && !(digit && index > 0)) return false;
  }
  return key.length > 0;
}

function isIndex(key: string): boolean {
  if (key.length === 0 || (key.length > 1 && key[0] === '0')) return false;
  for (let index = 0; index < key.length; index += 1) {
    const code = b.charCodeAt(key, index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** An own data property's value, or `missing` when it has none (absent, or an accessor). */
function ownData(item: object, key: PropertyKey, missing: unknown = undefined): unknown {
  const descriptor = b.describe(item, key);
  return descriptor && b.hasOwn(descriptor, 'value') ? descriptor.value : missing;
}

function more(count: number): string {
  return '... ' + b.toText(count) + ' more item' + (count === 1 ? '' : 's');
}

/** The name of the first constructor up the prototype chain; an intrinsic's as it was. */
function constructorName(item: object): string | null {
  let proto: unknown = b.getPrototypeOf(item);
  while (typeof proto === 'object' && proto !== null) {
    const intrinsic = intrinsicOf(proto);
    if (intrinsic) return intrinsic.constructorName;
    const found = ownData(proto, 'constructor');
    const name = typeof found === 'function' ? ownData(found, 'name') : undefined;
    if (typeof name === 'string' && name !== '') return name;
    proto = b.getPrototypeOf(proto);
  }
  return null;
}

/** An error's name or message: its own, else its prototypes', an intrinsic's as it was. */
function errorField(item: object, key: 'name' | 'message'): unknown {
  let object: unknown = item;
  while (typeof object === 'object' && object !== null) {
    const intrinsic = intrinsicOf(object);
    if (intrinsic) return intrinsic[key];
    const found = ownData(object, key, UNREADABLE);
    if (found !== UNREADABLE) return found;
    object = b.getPrototypeOf(object);
  }
  return undefined;
}

function formatFunction(fn: object): string {
  const found = ownData(fn, 'name');
  const name = typeof found === 'string' ? found : '';
  if (b.startsWith(b.functionSource(fn as () => unknown), 'class')) {
    return name === '' ? '[class (anonymous)]' : '[class ' + name + ']';
  }
  const kindName = constructorName(fn) ?? 'Function';
  const kind = b.hasOwn(FUNCTION_KINDS, kindName) ? kindName : 'Function';
  return name === '' ? '[' + kind + ' (anonymous)]' : '[' + kind + ': ' + name + ']';
}

function formatKey(key: string | symbol): string {
  if (typeof key === 'symbol') return '[' + b.symbolText(key) + ']';
  return isIdentifier(key) ? key : quote(key);
}

/** Joins parts with ', ' as they come. */
function joined(parts: string, part: string): string {
  return parts === '' ? part : parts + ', ' + part;
}

function properties(item: object, depth: number, seen: Seen, skipIndexes: boolean): string {
  const keys = b.ownKeys(item);
  let parts = '';
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index];
    if (key === undefined || (skipIndexes && typeof key === 'string' && isIndex(key))) continue;
    const descriptor = b.describe(item, key);
    if (!descriptor?.enumerable) continue;
    let shown = 'undefined';
    if (b.hasOwn(descriptor, 'value')) shown = format(descriptor.value, depth + 1, seen);
    else if (descriptor.get && descriptor.set) shown = '[Getter/Setter]';
    else if (descriptor.get) shown = '[Getter]';
    else if (descriptor.set) shown = '[Setter]';
    parts = joined(parts, formatKey(key) + ': ' + shown);
  }
  return parts;
}

function listItems(item: object, length: number, depth: number, seen: Seen): string {
  let parts = '';
  let holes = 0;
  const shown = length < MAX_ITEMS ? length : MAX_ITEMS;
  const hole = () => '<' + b.toText(holes) + ' empty item' + (holes === 1 ? '' : 's') + '>';
  for (let index = 0; index < shown; index += 1) {
    const descriptor = b.describe(item, index);
    if (!descriptor) {
      holes += 1;
      continue;
    }
    if (holes > 0) parts = joined(parts, hole());
    holes = 0;
    const value = b.hasOwn(descriptor, 'value')
      ? format(descriptor.value, depth + 1, seen)
      : '[Getter]';
    parts = joined(parts, value);
  }
  if (holes > 0) parts = joined(parts, hole());
  if (length > shown) parts = joined(parts, more(length - shown));
  return parts;
}

function braces(prefix: string, parts: string, open = '{', close = '}'): string {
  const body = parts === '' ? open + close : open + ' ' + parts + ' ' + close;
  return prefix === '' ? body : prefix + ' ' + body;
}

function formatMap(item: object, depth: number, seen: Seen): string {
  let parts = '';
  let count = 0;
  b.mapForEach(item as Map<unknown, unknown>, (entryValue, key) => {
    count += 1;
    if (count > MAX_ITEMS) return;
    parts = joined(
      parts,
      format(key, depth + 1, seen) + ' => ' + format(entryValue, depth + 1, seen),
    );
  });
  const size = b.mapSize(item);
  if (size > MAX_ITEMS) parts = joined(parts, more(size - MAX_ITEMS));
  return braces('Map(' + b.toText(size) + ')', parts);
}

function formatSet(item: object, depth: number, seen: Seen): string {
  let parts = '';
  let count = 0;
  b.setForEach(item as Set<unknown>, (entry) => {
    count += 1;
    if (count <= MAX_ITEMS) parts = joined(parts, format(entry, depth + 1, seen));
  });
  const size = b.setSize(item);
  if (size > MAX_ITEMS) parts = joined(parts, more(size - MAX_ITEMS));
  return braces('Set(' + b.toText(size) + ')', parts);
}

function formatObject(item: object, depth: number, seen: Seen): string {
  const name = constructorName(item);
  const isArray = b.isArray(item);
  if (depth > MAX_DEPTH) return '[' + (isArray ? 'Array' : (name ?? 'Object')) + ']';
  if (isArray) {
    const length = ownData(item, 'length');
    const size = typeof length === 'number' ? length : 0;
    const items = listItems(item, size, depth, seen);
    const extra = properties(item, depth, seen, true);
    const parts = items === '' ? extra : extra === '' ? items : items + ', ' + extra;
    const prefix = name === 'Array' ? '' : (name ?? 'Array') + '(' + b.toText(size) + ')';
    return braces(prefix, parts, '[', ']');
  }
  if (b.isView(item) && !b.isDataView(item)) {
    const length = b.typedLength(item);
    const prefix = (name ?? 'TypedArray') + '(' + b.toText(length) + ')';
    return braces(prefix, listItems(item, length, depth, seen), '[', ']');
  }
  if (b.isMap(item)) return formatMap(item, depth, seen);
  if (b.isSet(item)) return formatSet(item, depth, seen);
  const boxed = b.isNumberBox(item)
    ? b.numberValue(item)
    : b.isStringBox(item)
      ? b.stringValue(item)
      : b.isBooleanBox(item)
        ? b.booleanValue(item)
        : undefined;
  if (boxed !== undefined)
    return '[' + (name ?? 'Object') + ': ' + format(boxed, depth + 1, seen) + ']';
  const prefix = name === null ? '[Object: null prototype]' : name === 'Object' ? '' : name;
  return braces(prefix, properties(item, depth, seen, false));
}

function formatError(item: object, depth: number, seen: Seen): string {
  const text = (field: unknown, fallback: string) =>
    field === undefined || field === null
      ? fallback
      : typeof field === 'string'
        ? field
        : format(field, depth + 1, seen);
  const name = text(errorField(item, 'name'), 'Error');
  const message = text(errorField(item, 'message'), '');
  const shown = message === '' ? name : name + ': ' + message;
  return depth === 0 ? shown : '[' + shown + ']';
}

function isSeen(item: object, seen: Seen | null): boolean {
  for (let link = seen; link !== null; link = link.up) if (link.item === item) return true;
  return false;
}

function format(item: unknown, depth: number, seen: Seen | null): string {
  if (typeof item === 'string') return depth === 0 ? item : quote(item);
  if (typeof item === 'number') return b.is(item, -0) ? '-0' : b.toText(item);
  if (typeof item === 'bigint') return b.toText(item) + 'n';
  if (typeof item === 'symbol') return b.symbolText(item);
  if (typeof item === 'function') return formatFunction(item);
  if (typeof item !== 'object' || item === null) return b.toText(item);
  if (isSeen(item, seen)) return '[Circular]';
  if (b.isError(item)) return formatError(item, depth, { item, up: seen });
  if (b.isDate(item)) {
    const time = b.dateTime(item as Date);
    return time !== time ? 'Invalid Date' : b.dateIso(item as Date);
  }
  if (b.isRegExp(item)) return '/' + b.regExpSource(item) + '/' + b.regExpFlags(item);
  return formatObject(item, depth, { item, up: seen });
}

export function formatValue(value: unknown): string {
  try {
    return format(value, 0, null);
  } catch {
    // A revoked Proxy or a throwing getter on the prototype chain: say so rather than crash.
    return UNREADABLE;
  }
}
