// W3C Trace Context's `tracestate` (https://www.w3.org/TR/trace-context/#tracestate-header):
// the vendors' list of `key=value` members that travels beside a `traceparent`, read into
// OpenTelemetry's `TraceState` and written back unchanged. It is opaque to this code: never
// read for identity or decisions, only passed on and recorded on the span that received it.
import type { TraceState } from '@opentelemetry/api';
import { TRACESTATE_MAX_LENGTH } from '@repo/contracts/traces';

export const TRACESTATE_MAX_MEMBERS = 32;
/** Members longer than this are the first to go when the list must be cut (the spec's rule). */
const LARGE_MEMBER = 128;

// The spec's grammar: a key of lowercase letters, digits and `_-*/@`, starting with a letter or
// digit (`vendor@tenant` is one of its shapes); a value of printable ASCII without ',' and
// '=', not ending in a space.
const KEY = /^[a-z0-9][_0-9a-z\-*/@]{0,255}$/;
const VALUE = /^[\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,255}[\x21-\x2b\x2d-\x3c\x3e-\x7e]$/;
/** A comma with the optional whitespace (spaces and tabs) around it. */
const SEPARATOR = /[ \t]*,[ \t]*/;
const OUTER_WHITESPACE = /^[ \t]+|[ \t]+$/g;

type Member = readonly [key: string, value: string];

const text = ([key, value]: Member) => `${key}=${value}`;

/**
 * The list cut to `maxLength` characters as serialized, dropping whole members as the spec
 * says: those over 128 characters first, then from the right.
 */
function cut(members: readonly Member[], maxLength: number): Member[] {
  const kept = [...members];
  const length = () => kept.reduce((sum, member) => sum + text(member).length + 1, -1);
  while (kept.length > 0 && length() > maxLength) {
    const large = kept.findLastIndex((member) => text(member).length > LARGE_MEMBER);
    kept.splice(large >= 0 ? large : kept.length - 1, 1);
  }
  return kept;
}

/** OpenTelemetry's `TraceState` as an ordered list: a member set anew moves to the front. */
class MemberList implements TraceState {
  constructor(private readonly members: readonly Member[]) {}

  set(key: string, value: string): TraceState {
    if (!KEY.test(key) || !VALUE.test(value)) return this;
    const added: Member = [key, value];
    const others = this.members.filter(([known]) => known !== key);
    const members = [added, ...others].slice(0, TRACESTATE_MAX_MEMBERS);
    return new MemberList(cut(members, TRACESTATE_MAX_LENGTH));
  }

  unset(key: string): TraceState {
    return new MemberList(this.members.filter(([known]) => known !== key));
  }

  get(key: string): string | undefined {
    return this.members.find(([known]) => known === key)?.[1];
  }

  serialize(): string {
    return this.members.map(text).join(',');
  }
}

/**
 * The `tracestate` of a header (several headers already joined with commas), or undefined
 * when it holds no member or is invalid: over 32 members, or any member that breaks the
 * grammar, drops the whole header. Empty members are allowed and skipped; a key named twice
 * keeps its first value; a list over 512 characters is cut as the spec says.
 */
export function parseTracestate(header: string | null | undefined): TraceState | undefined {
  const parts = (header ?? '').replace(OUTER_WHITESPACE, '').split(SEPARATOR);
  const nonEmpty = parts.filter((part) => part !== '');
  if (nonEmpty.length === 0 || nonEmpty.length > TRACESTATE_MAX_MEMBERS) return undefined;
  const members = new Map<string, string>();
  for (const part of nonEmpty) {
    const equals = part.indexOf('=');
    const key = part.slice(0, equals);
    const value = part.slice(equals + 1);
    if (equals < 0 || !KEY.test(key) || !VALUE.test(value)) return undefined;
    if (!members.has(key)) members.set(key, value);
  }
  return new MemberList(cut([...members], TRACESTATE_MAX_LENGTH));
}

/**
 * A `tracestate` as recorded on a span: whole members within `maxLength` characters, cut as
 * when it is propagated, so what a trace shows stays bounded and readable.
 */
export function recordedTracestate(state: TraceState, maxLength: number): string {
  const members = state
    .serialize()
    .split(',')
    .filter((member) => member !== '')
    .map((member): Member => {
      const equals = member.indexOf('=');
      return [member.slice(0, equals), member.slice(equals + 1)];
    });
  return cut(members, maxLength).map(text).join(',');
}
