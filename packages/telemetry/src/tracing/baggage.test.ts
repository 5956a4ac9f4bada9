// The W3C Baggage header: examples from the format, and properties over any header (fast-check):
// it parses or is ignored, never throws, and never yields an entry it did not name.
import { propagation, ROOT_CONTEXT, type Baggage } from '@opentelemetry/api';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAGGAGE_MAX_BYTES,
  BAGGAGE_MAX_MEMBERS,
  BaggagePropagator,
  formatBaggage,
  parseBaggage,
} from './baggage';

const SESSION = 'lab.session';

const entries = (baggage: Baggage | undefined) =>
  Object.fromEntries((baggage?.getAllEntries() ?? []).map(([key, entry]) => [key, entry.value]));

/** A key: an RFC 7230 token. */
const key = fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,20}$/);
/** A member that is not the session: another key and any value, written as the format says. */
const otherMember = fc
  .tuple(
    key.filter((name) => name !== SESSION),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  )
  .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
const sessionId = fc.stringMatching(/^[0-9a-f]{32}$/);

describe('parseBaggage', () => {
  it('reads keys, percent-encoded values, properties and optional whitespace', () => {
    const baggage = parseBaggage(' lab.session = 0af7 , user%20id=a%20b;p=1 , k=');
    expect(entries(baggage)).toEqual({ [SESSION]: '0af7', 'user%20id': 'a b', k: '' });
    expect(baggage?.getEntry('user%20id')?.metadata?.toString()).toBe('p=1');
  });

  it('keeps the first value of a key named twice', () => {
    expect(entries(parseBaggage('lab.session=a,lab.session=b'))).toEqual({ [SESSION]: 'a' });
  });

  it('ignores the whole header when a member breaks the format', () => {
    for (const header of [
      'lab.session=a,broken',
      'lab.session=a,=b',
      'lab.session=a b',
      'lab.session=%zz',
      'lab.session="a"',
      'lab session=a',
      'lab.session=a,,',
    ]) {
      expect(parseBaggage(header), header).toBeUndefined();
    }
  });

  it('ignores a header over its limits', () => {
    const long = `${SESSION}=a,k=${'v'.repeat(BAGGAGE_MAX_BYTES)}`;
    expect(parseBaggage(long)).toBeUndefined();
    const many = Array.from({ length: BAGGAGE_MAX_MEMBERS + 1 }, (_, n) => `k${n}=v`);
    expect(parseBaggage([`${SESSION}=a`, ...many].join(','))).toBeUndefined();
  });

  it('never throws, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (header) => {
        parseBaggage(header);
      }),
    );
  });

  it('never reads a session from a header that does not name one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (header) => {
        fc.pre(!header.includes(SESSION));
        expect(parseBaggage(header)?.getEntry(SESSION)).toBeUndefined();
      }),
    );
  });

  it('reads exactly the session a header names, among any other members', () => {
    fc.assert(
      fc.property(
        fc.array(otherMember, { maxLength: 10 }),
        sessionId,
        fc.nat(),
        (others, id, at) => {
          const members = [...others];
          members.splice(at % (others.length + 1), 0, `${SESSION}=${id}`);
          expect(parseBaggage(members.join(','))?.getEntry(SESSION)?.value).toBe(id);
        },
      ),
    );
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.string({ unit: 'grapheme', maxLength: 30 }), { maxKeys: 10 }),
        (values) => {
          const written = propagation.createBaggage(
            Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }])),
          );
          const header = formatBaggage(written);
          expect(entries(header ? parseBaggage(header) : undefined)).toEqual(values);
        },
      ),
    );
  });
});

describe('BaggagePropagator', () => {
  const propagator = new BaggagePropagator();
  const getter = {
    get: (carrier: Record<string, string>, name: string) => carrier[name],
    keys: (carrier: Record<string, string>) => Object.keys(carrier),
  };
  const setter = {
    set: (carrier: Record<string, string>, name: string, value: string) => {
      carrier[name] = value;
    },
  };

  it('carries the baggage from a carrier into a context and on into the next carrier', () => {
    const context = propagator.extract(ROOT_CONTEXT, { baggage: `${SESSION}=abc,x=1` }, getter);
    const next: Record<string, string> = {};
    propagator.inject(context, next, setter);
    expect(next).toEqual({ baggage: `${SESSION}=abc,x=1` });
  });

  it('leaves the context as it was for a header it ignores, and writes nothing without baggage', () => {
    expect(propagator.extract(ROOT_CONTEXT, { baggage: 'broken' }, getter)).toBe(ROOT_CONTEXT);
    const next: Record<string, string> = {};
    propagator.inject(ROOT_CONTEXT, next, setter);
    expect(next).toEqual({});
  });
});
