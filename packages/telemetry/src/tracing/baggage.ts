// W3C Baggage (https://www.w3.org/TR/baggage/): the `baggage` header read into OpenTelemetry's
// `Baggage` and written back. A header that breaks the format or its limits is ignored as a
// whole: nothing in it acts, and nothing in it fails the request.
import {
  baggageEntryMetadataFromString,
  context,
  propagation,
  type Baggage,
  type BaggageEntry,
  type Context,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
} from '@opentelemetry/api';

export const BAGGAGE_HEADER = 'baggage';

/** The format's limits: the whole header, and its list-members. */
export const BAGGAGE_MAX_BYTES = 8192;
export const BAGGAGE_MAX_MEMBERS = 64;

/** RFC 7230's `token`, which a key must be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A value's characters before percent-decoding: `baggage-octet` or a `%XX` escape. */
const VALUE = /^(?:[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]|%[0-9A-Fa-f]{2})*$/;
const OPTIONAL_WHITESPACE = /^[ \t]+|[ \t]+$/g;

const trim = (text: string) => text.replace(OPTIONAL_WHITESPACE, '');

function decodeValue(raw: string): string | undefined {
  if (!VALUE.test(raw)) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** One list-member (`key=value;property…`), or undefined when it breaks the format. */
function parseMember(member: string): [string, BaggageEntry] | undefined {
  const [pair = '', ...properties] = member.split(';');
  const equals = pair.indexOf('=');
  if (equals < 0) return undefined;
  const key = trim(pair.slice(0, equals));
  const value = decodeValue(trim(pair.slice(equals + 1)));
  if (!TOKEN.test(key) || value === undefined) return undefined;
  const metadata = properties.map(trim).join(';');
  return [
    key,
    metadata ? { value, metadata: baggageEntryMetadataFromString(metadata) } : { value },
  ];
}

/**
 * The baggage a header carries, or undefined when there is none or the header is ignored:
 * over 8,192 bytes or 64 members, or any member malformed. A key named twice keeps its first
 * value.
 */
export function parseBaggage(header: string | null | undefined): Baggage | undefined {
  if (!header || new TextEncoder().encode(header).length > BAGGAGE_MAX_BYTES) return undefined;
  const members = header.split(',');
  if (members.length > BAGGAGE_MAX_MEMBERS) return undefined;
  const entries = new Map<string, BaggageEntry>();
  for (const member of members) {
    const parsed = parseMember(member);
    if (!parsed) return undefined;
    const [key, entry] = parsed;
    if (!entries.has(key)) entries.set(key, entry);
  }
  // Own properties whatever the key (`__proto__` is a token too).
  return propagation.createBaggage(Object.fromEntries(entries));
}

/** The header for `baggage`; empty when it holds nothing. */
export function formatBaggage(baggage: Baggage): string {
  return baggage
    .getAllEntries()
    .map(([key, entry]) => {
      const metadata = entry.metadata?.toString();
      return `${key}=${encodeURIComponent(entry.value)}${metadata ? `;${metadata}` : ''}`;
    })
    .join(',');
}

/**
 * OpenTelemetry's `TextMapPropagator` for W3C Baggage: `propagation.inject` writes the active
 * context's baggage into a carrier (request headers, a queue message's body) as `baggage`,
 * and `propagation.extract` reads it back, as the trace context is carried.
 */
export class BaggagePropagator implements TextMapPropagator {
  inject(from: Context, carrier: unknown, setter: TextMapSetter): void {
    const header = baggageHeader(from);
    if (header) setter.set(carrier, BAGGAGE_HEADER, header);
  }

  extract(into: Context, carrier: unknown, getter: TextMapGetter): Context {
    const value = getter.get(carrier, BAGGAGE_HEADER);
    const header: unknown = Array.isArray(value) ? value.join(',') : value;
    const baggage = typeof header === 'string' ? parseBaggage(header) : undefined;
    return baggage ? propagation.setBaggage(into, baggage) : into;
  }

  fields(): string[] {
    return [BAGGAGE_HEADER];
  }
}

/** The value of one baggage entry in a context (the active one unless named), if any. */
export function baggageValue(key: string, from: Context = context.active()): string | undefined {
  return propagation.getBaggage(from)?.getEntry(key)?.value;
}

/** The `baggage` header of a context (the active one unless named), if it has any entries. */
export function baggageHeader(from: Context = context.active()): string | undefined {
  const baggage = propagation.getBaggage(from);
  const header = baggage ? formatBaggage(baggage) : '';
  return header === '' ? undefined : header;
}
