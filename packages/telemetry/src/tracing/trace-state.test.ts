// `tracestate` as the W3C Trace Context spec writes it: the grammar of keys and values, the
// list's limits, and what is kept when a header breaks them.
import { describe, expect, it } from 'vitest';
import { parseTracestate, recordedTracestate } from './trace-state';

const members = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `k${index + from}=v${index + from}`);

describe('parseTracestate', () => {
  it('keeps the members in order, as written', () => {
    const state = parseTracestate('congo=t61rcWkgMzE,rojo=00f067aa0ba902b7');
    expect(state?.serialize()).toBe('congo=t61rcWkgMzE,rojo=00f067aa0ba902b7');
    expect(state?.get('rojo')).toBe('00f067aa0ba902b7');
  });

  it('drops the spaces and tabs around members and skips empty ones', () => {
    expect(parseTracestate(' \tfoo=1 \t, \t bar=2,,  ,baz=3\t')?.serialize()).toBe(
      'foo=1,bar=2,baz=3',
    );
  });

  it('keeps a value’s leading spaces, which are part of it', () => {
    expect(parseTracestate('foo=  1')?.get('foo')).toBe('  1');
  });

  it.each([
    ['a multi-tenant key', 'tenant@vendor=1'],
    ['a key starting with a digit', '1vendor=1'],
    ['a key with every allowed character', 'a-z0_9*/@x=1'],
    ['at signs anywhere after the first character', 'foo@=1,foo@@bar=2,foo@bar@baz=3'],
    ['a key of 256 characters', `${'z'.repeat(256)}=1`],
    ['a value of 256 characters', `foo=${'v'.repeat(256)}`],
    ['every printable character a value allows', 'foo= !"#$%&\'()*+-./0123456789:;<>?@[\\]^_`{|}~'],
  ])('accepts %s', (_case, header) => {
    expect(parseTracestate(header)?.serialize()).toBe(header);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty header', ''],
    ['only whitespace and commas', ' , \t,'],
  ])('has no state for %s', (_case, header) => {
    expect(parseTracestate(header)).toBeUndefined();
  });

  it.each([
    ['an uppercase key', 'FOO=1,bar=2'],
    ['a key with a dot', 'foo.bar=1,bar=2'],
    ['a space inside the member', 'foo =1,bar=2'],
    ['a key starting with an at sign', '@foo=1,bar=2'],
    ['a key of 257 characters', `bar=2,${'z'.repeat(257)}=1`],
    ['an empty value', 'foo=,bar=3'],
    ['an equals sign in the value', 'foo=bar=baz'],
    ['a tab inside a value', 'foo=1\t2,bar=2'],
    ['a value of 257 characters', `foo=${'v'.repeat(257)}`],
    ['a member without an equals sign', 'foo,bar=2'],
    ['a non-ASCII value', 'foo=é'],
    ['33 members', members(33).join(',')],
  ])('drops the whole header for %s', (_case, header) => {
    expect(parseTracestate(header)).toBeUndefined();
  });

  it('accepts 32 members, across headers joined with commas', () => {
    const header = [members(10).join(','), '', members(22, 11).join(', ')].join(', ');
    const state = parseTracestate(header);
    expect(state?.serialize().split(',')).toEqual(members(32));
  });

  it('keeps the first value of a key named twice', () => {
    expect(parseTracestate('foo=1,bar=2,foo=3')?.serialize()).toBe('foo=1,bar=2');
  });

  it('cuts a list over 512 characters by whole members, the long ones first, then from the right', () => {
    const long = `big=${'x'.repeat(200)}`;
    const medium = (name: string) => `${name}=${'m'.repeat(120)}`;
    const header = ['a', 'big', 'b', 'c', 'd', 'f', 'e'].map((name) =>
      name === 'big' ? long : name === 'e' ? 'e=1' : medium(name),
    );
    expect(header.join(',').length).toBeGreaterThan(512);
    expect(parseTracestate(header.join(','))?.serialize()).toBe(
      ['a', 'b', 'c', 'd'].map(medium).join(','),
    );
  });
});

describe('the trace state', () => {
  const state = () => parseTracestate('foo=1,bar=2');

  it('puts a member set anew at the front, replacing its old value', () => {
    expect(state()?.set('bar', '3').serialize()).toBe('bar=3,foo=1');
    expect(state()?.set('baz', '4').serialize()).toBe('baz=4,foo=1,bar=2');
  });

  it('refuses a member that breaks the grammar', () => {
    expect(state()?.set('Bad', '1').serialize()).toBe('foo=1,bar=2');
    expect(state()?.set('ok', 'a,b').serialize()).toBe('foo=1,bar=2');
  });

  it('keeps at most 32 members, dropping the right-most', () => {
    const full = parseTracestate(members(32).join(','));
    const added = full?.set('new', '1').serialize().split(',');
    expect(added).toHaveLength(32);
    expect(added?.[0]).toBe('new=1');
    expect(added).not.toContain('k32=v32');
  });

  it('removes a member', () => {
    expect(state()?.unset('foo').serialize()).toBe('bar=2');
  });
});

describe('recordedTracestate', () => {
  it('keeps a short list whole', () => {
    const state = parseTracestate('foo=1,bar=2');
    expect(state && recordedTracestate(state, 300)).toBe('foo=1,bar=2');
  });

  it('keeps whole members within the bound', () => {
    const state = parseTracestate(members(32).join(','));
    const recorded = state ? recordedTracestate(state, 40) : '';
    expect(recorded.length).toBeLessThanOrEqual(40);
    expect(recorded).toBe(
      members(32)
        .join(',')
        .slice(0, 39)
        .replace(/,[^,]*$/, ''),
    );
  });
});
