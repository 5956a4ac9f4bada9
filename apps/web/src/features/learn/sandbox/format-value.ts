// Shows a value on one line the way Node's util.inspect(value, { depth: 4, breakLength:
// Infinity, compact: true }) does (minus stack traces), so lesson authors can check expected
// outputs in Node.
// The Worker's script (worker-entry.ts) bundles it.

export function formatValue(value: unknown): string {
  const MAX_DEPTH = 4;
  const MAX_ITEMS = 100;
  const UNREADABLE = '[Unreadable value]';
  const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
  const ESCAPES: Record<string, string> = {
    '\b': '\\b',
    '\t': '\\t',
    '\n': '\\n',
    '\f': '\\f',
    '\r': '\\r',
    '\v': '\\x0B',
  };
  const FUNCTION_KINDS = ['AsyncFunction', 'GeneratorFunction', 'AsyncGeneratorFunction'];

  function quote(text: string): string {
    // Node picks the first quote the text does not contain, escaping only as a last resort.
    const mark = !text.includes("'")
      ? "'"
      : !text.includes('"')
        ? '"'
        : !text.includes('`')
          ? '`'
          : "'";
    let body = '';
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (char === mark || char === '\\') body += `\\${char}`;
      else if (ESCAPES[char] !== undefined) body += ESCAPES[char];
      else if (code < 0x20 || code === 0x7f)
        body += `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`;
      else body += char;
    }
    return mark + body + mark;
  }

  function more(count: number): string {
    return `... ${count} more item${count === 1 ? '' : 's'}`;
  }

  function constructorName(item: object): string | null {
    let proto: unknown = Object.getPrototypeOf(item);
    while (typeof proto === 'object' && proto !== null) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, 'constructor');
      if (descriptor && typeof descriptor.value === 'function' && descriptor.value.name !== '') {
        return String(descriptor.value.name);
      }
      proto = Object.getPrototypeOf(proto);
    }
    return null;
  }

  function formatFunction(fn: { readonly name: unknown }): string {
    const name = typeof fn.name === 'string' ? fn.name : '';
    if (Function.prototype.toString.call(fn).startsWith('class')) {
      return name === '' ? '[class (anonymous)]' : `[class ${name}]`;
    }
    const kindName = constructorName(fn) ?? 'Function';
    const kind = FUNCTION_KINDS.includes(kindName) ? kindName : 'Function';
    return name === '' ? `[${kind} (anonymous)]` : `[${kind}: ${name}]`;
  }

  function formatKey(key: string | symbol): string {
    if (typeof key === 'symbol') return `[${key.toString()}]`;
    return IDENTIFIER.test(key) ? key : quote(key);
  }

  function properties(
    item: object,
    depth: number,
    seen: object[],
    skip: (key: string) => boolean,
  ): string[] {
    const keys: (string | symbol)[] = Object.keys(item).filter((key) => !skip(key));
    for (const symbol of Object.getOwnPropertySymbols(item)) {
      if (Object.prototype.propertyIsEnumerable.call(item, symbol)) keys.push(symbol);
    }
    return keys.map((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(item, key);
      let shown = 'undefined';
      if (descriptor && 'value' in descriptor) shown = format(descriptor.value, depth + 1, seen);
      else if (descriptor?.get && descriptor.set) shown = '[Getter/Setter]';
      else if (descriptor?.get) shown = '[Getter]';
      else if (descriptor?.set) shown = '[Setter]';
      return `${formatKey(key)}: ${shown}`;
    });
  }

  function listItems(item: ArrayLike<unknown>, depth: number, seen: object[]): string[] {
    const parts: string[] = [];
    let holes = 0;
    const shown = Math.min(item.length, MAX_ITEMS);
    for (let index = 0; index < shown; index += 1) {
      if (!Object.prototype.hasOwnProperty.call(item, index)) {
        holes += 1;
        continue;
      }
      if (holes > 0) parts.push(`<${holes} empty item${holes === 1 ? '' : 's'}>`);
      holes = 0;
      parts.push(format(item[index], depth + 1, seen));
    }
    if (holes > 0) parts.push(`<${holes} empty item${holes === 1 ? '' : 's'}>`);
    if (item.length > shown) parts.push(more(item.length - shown));
    return parts;
  }

  function braces(prefix: string, parts: string[], open = '{', close = '}'): string {
    const body = parts.length === 0 ? `${open}${close}` : `${open} ${parts.join(', ')} ${close}`;
    return prefix === '' ? body : `${prefix} ${body}`;
  }

  function formatObject(item: object, depth: number, seen: object[]): string {
    const name = constructorName(item);
    if (depth > MAX_DEPTH) return `[${Array.isArray(item) ? 'Array' : (name ?? 'Object')}]`;
    const isIndex = (key: string) => /^(?:0|[1-9]\d*)$/.test(key);
    if (Array.isArray(item)) {
      const parts = [...listItems(item, depth, seen), ...properties(item, depth, seen, isIndex)];
      return braces(name === 'Array' ? '' : `${name ?? 'Array'}(${item.length})`, parts, '[', ']');
    }
    if (ArrayBuffer.isView(item) && !(item instanceof DataView)) {
      const view: ArrayLike<unknown> = Object(item);
      return braces(
        `${name ?? 'TypedArray'}(${view.length})`,
        listItems(view, depth, seen),
        '[',
        ']',
      );
    }
    if (item instanceof Map) {
      const parts: string[] = [];
      for (const [key, entryValue] of item) {
        if (parts.length === MAX_ITEMS) break;
        parts.push(`${format(key, depth + 1, seen)} => ${format(entryValue, depth + 1, seen)}`);
      }
      if (item.size > MAX_ITEMS) parts.push(more(item.size - MAX_ITEMS));
      return braces(`Map(${item.size})`, parts);
    }
    if (item instanceof Set) {
      return braces(`Set(${item.size})`, listItems([...item], depth, seen));
    }
    if (item instanceof Number || item instanceof String || item instanceof Boolean) {
      return `[${name ?? 'Object'}: ${format(item.valueOf(), depth + 1, seen)}]`;
    }
    const prefix = name === null ? '[Object: null prototype]' : name === 'Object' ? '' : name;
    return braces(
      prefix,
      properties(item, depth, seen, () => false),
    );
  }

  function format(item: unknown, depth: number, seen: object[]): string {
    if (typeof item === 'string') return depth === 0 ? item : quote(item);
    if (typeof item === 'number') return Object.is(item, -0) ? '-0' : String(item);
    if (typeof item === 'bigint') return `${String(item)}n`;
    if (typeof item === 'symbol') return item.toString();
    if (typeof item === 'function') return formatFunction(item);
    if (typeof item !== 'object' || item === null) return String(item);
    if (seen.includes(item)) return '[Circular]';
    if (item instanceof Error) {
      const name = String(item.name ?? 'Error');
      const message = String(item.message ?? '');
      const text = message === '' ? name : `${name}: ${message}`;
      return depth === 0 ? text : `[${text}]`;
    }
    if (item instanceof Date)
      return Number.isNaN(item.getTime()) ? 'Invalid Date' : item.toISOString();
    if (item instanceof RegExp) return String(item);
    seen.push(item);
    try {
      return formatObject(item, depth, seen);
    } finally {
      seen.pop();
    }
  }

  try {
    return format(value, 0, []);
  } catch {
    // A revoked Proxy or a throwing getter on the prototype chain: say so rather than crash.
    return UNREADABLE;
  }
}
