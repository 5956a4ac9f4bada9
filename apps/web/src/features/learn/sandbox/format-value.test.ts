import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value';

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

describe('formatValue', () => {
  it('shows a top-level string as it is', () => {
    expect(formatValue('hello world')).toBe('hello world');
  });

  it('quotes nested strings like Node, escaping what cannot be shown', () => {
    expect(formatValue(['x'])).toBe("[ 'x' ]");
    expect(formatValue(["it's"])).toBe('[ "it\'s" ]');
    expect(formatValue(['a\nb\\c'])).toBe("[ 'a\\nb\\\\c' ]");
  });

  it('shows numbers, -0, bigints, booleans, null, undefined and symbols', () => {
    expect(formatValue(42)).toBe('42');
    expect(formatValue(1.5)).toBe('1.5');
    expect(formatValue(-0)).toBe('-0');
    expect(formatValue(NaN)).toBe('NaN');
    expect(formatValue(12n)).toBe('12n');
    expect(formatValue(true)).toBe('true');
    expect(formatValue(null)).toBe('null');
    expect(formatValue(undefined)).toBe('undefined');
    expect(formatValue(Symbol('id'))).toBe('Symbol(id)');
  });

  it('names functions and classes', () => {
    function greet() {}
    expect(formatValue(greet)).toBe('[Function: greet]');
    expect(formatValue([() => 1])).toBe('[ [Function (anonymous)] ]');
    expect(formatValue(async function load() {})).toBe('[AsyncFunction: load]');
    expect(formatValue(Point)).toBe('[class Point]');
  });

  it('lists arrays on one line, cutting after 100 items', () => {
    expect(formatValue([1, 2, 3])).toBe('[ 1, 2, 3 ]');
    expect(formatValue([])).toBe('[]');
    const long = formatValue(Array.from({ length: 102 }, (_, index) => index));
    expect(long.startsWith('[ 0, 1, 2,')).toBe(true);
    expect(long.endsWith('98, 99, ... 2 more items ]')).toBe(true);
    expect(formatValue(Array.from({ length: 101 }, () => 0))).toContain('... 1 more item ]');
  });

  it('shows holes in sparse arrays', () => {
    const sparse: number[] = [1];
    sparse[3] = 4;
    expect(formatValue(sparse)).toBe('[ 1, <2 empty items>, 4 ]');
  });

  it('shows plain objects, quoting keys that are not identifiers', () => {
    expect(formatValue({ a: 1, 'b-c': 'x' })).toBe("{ a: 1, 'b-c': 'x' }");
    expect(formatValue({})).toBe('{}');
    expect(formatValue({ [Symbol('s')]: 1 })).toBe('{ [Symbol(s)]: 1 }');
    expect(formatValue(Object.create(null))).toBe('[Object: null prototype] {}');
  });

  it('names class instances', () => {
    expect(formatValue(new Point(1, 2))).toBe('Point { x: 1, y: 2 }');
  });

  it('shows getters without calling them', () => {
    const value = {
      get secret(): number {
        throw new Error('called');
      },
    };
    expect(formatValue(value)).toBe('{ secret: [Getter] }');
  });

  it('shows Maps and Sets with their sizes', () => {
    expect(
      formatValue(
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      ),
    ).toBe("Map(2) { 'a' => 1, 'b' => 2 }");
    expect(formatValue(new Map())).toBe('Map(0) {}');
    expect(formatValue(new Set([1, 2]))).toBe('Set(2) { 1, 2 }');
    expect(formatValue(new Set())).toBe('Set(0) {}');
  });

  it('shows an error as its name and message, bracketed when nested', () => {
    expect(formatValue(new TypeError('msg'))).toBe('TypeError: msg');
    expect(formatValue({ error: new RangeError('too big') })).toBe(
      '{ error: [RangeError: too big] }',
    );
    expect(formatValue(new Error())).toBe('Error');
  });

  it('shows dates as ISO strings and regular expressions as literals', () => {
    expect(formatValue(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02T03:04:05.000Z');
    expect(formatValue({ when: new Date(0) })).toBe('{ when: 1970-01-01T00:00:00.000Z }');
    expect(formatValue(/x/g)).toBe('/x/g');
  });

  it('shows a promise by its class', () => {
    expect(formatValue(Promise.resolve(1))).toBe('Promise {}');
  });

  it('shows typed arrays and boxed primitives', () => {
    expect(formatValue(new Uint8Array([1, 2]))).toBe('Uint8Array(2) [ 1, 2 ]');
    expect(formatValue(Object('text'))).toBe("[String: 'text']");
  });

  it('marks circular references', () => {
    const node: { name: string; self?: unknown } = { name: 'loop' };
    node.self = node;
    expect(formatValue(node)).toBe("{ name: 'loop', self: [Circular] }");
    const list: unknown[] = [1];
    list.push(list);
    expect(formatValue(list)).toBe('[ 1, [Circular] ]');
  });

  it('repeats a value seen twice side by side, as that is not a cycle', () => {
    const shared = { n: 1 };
    expect(formatValue([shared, shared])).toBe('[ { n: 1 }, { n: 1 } ]');
  });

  it('stops below four levels of nesting', () => {
    expect(formatValue({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toBe(
      '{ a: { b: { c: { d: { e: [Object] } } } } }',
    );
    expect(formatValue([[[[[[1]]]]]])).toBe('[ [ [ [ [ [Array] ] ] ] ] ]');
    expect(formatValue({ a: { b: { c: { d: { e: new Point(1, 2) } } } } })).toBe(
      '{ a: { b: { c: { d: { e: [Point] } } } } }',
    );
  });

  it('says a value is unreadable instead of throwing', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(formatValue(proxy)).toBe('[Unreadable value]');
  });

  it('keeps to the builtins it captured when the realm is patched after it loaded', () => {
    const { join, map } = Array.prototype;
    const { keys } = Object;
    const forged = () => 'forged';
    try {
      Array.prototype.join = forged;
      Array.prototype.map = forged as unknown as typeof map;
      Object.keys = () => [];
      expect(
        formatValue({
          status: 404,
          list: [1, 'a'],
          get later() {
            return 1;
          },
        }),
      ).toBe("{ status: 404, list: [ 1, 'a' ], later: [Getter] }");
    } finally {
      Array.prototype.join = join;
      Array.prototype.map = map;
      Object.keys = keys;
    }
  });
});
