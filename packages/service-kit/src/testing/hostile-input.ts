// Hostile input for the property tests of every service's endpoints, and the check every
// answer to it must pass: never a 5xx, and every refusal the API envelope with a message
// that says what was wrong (docs/architecture.md#hostile-input).
import { errorEnvelopeSchema } from '@repo/contracts/envelope';
import { resetTelemetryBuffers } from '@repo/telemetry/deliver';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import * as fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import type * as z from 'zod';

/**
 * How each property runs: 100 cases, from a fixed seed so a run can be repeated exactly.
 * A failure prints its seed, path and smallest counterexample; to explore other cases
 * locally, change the seed.
 */
export const PROPERTY_PARAMETERS = { numRuns: 100, seed: 20_260_702 } as const;

/** Texts that have broken parsers before: traversal, SQL, markup, number look-alikes. */
const TRICKS = [
  '',
  ' ',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  "' OR 1=1 --",
  '"; DROP TABLE files; --',
  '%00',
  '\u0000',
  '\u202e',
  '\uFEFF',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '*',
  '"',
  '\\',
  'NEAR(a b)',
  'a OR b',
];

/** Number look-alikes: out of range, negative, fractional, NaN, exponents, hex, padded. */
export const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom('0', '-0', '-1', '1.5', '1e3', '1e309', '-1e309', '0x10', '0b1', '+1', ' 1'),
  fc.constantFrom('1 ', '01', 'NaN', 'Infinity', '1,2', '1;2', '½'),
  fc.constantFrom('2147483648', '4294967296', '9007199254740991', '9007199254740993'),
);

/** Any text: every code point (control and formatting characters too), long, or a trick. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRICKS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 200, maxLength: 3_000 }),
  { weight: 2, arbitrary: hostileNumber },
);

/**
 * A value for a date-time parameter: mostly an ISO 8601 time between `from` and `to` (as a
 * date-time, a date or with an offset), else a time no calendar has or one out of range.
 */
export function hostileTime(from: Date, to: Date): fc.Arbitrary<string> {
  const valid = fc
    .date({ min: from, max: to, noInvalidDate: true })
    .map((date) => date.toISOString())
    .chain((iso) => fc.constantFrom(iso, iso.slice(0, 10), iso.replace('Z', '+13:00')));
  const broken = fc.constantFrom(
    '0000-01-01',
    '0099-12-31',
    '9999-12-31T23:59:59.999Z',
    '2026-02-30',
    '2026-13-01',
    '2026-01-01T24:00:01Z',
    '2026-01-01T00:00:00+99:00',
    '+275760-09-13T00:00:00Z',
    '-000001-01-01',
    '2026-01-01 and then some',
    '20260101',
  );
  return fc.oneof({ weight: 8, arbitrary: valid }, broken);
}

/** Percent-encoding a careful client would never send: malformed, overlong, encoded separators. */
const RAW_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%00', '%2e%2e%2f', '%252F', '+'];

const pair = (name: string) => (value: string) => `${name}=${encodeURIComponent(value)}`;

/**
 * The `name=value` pairs of one parameter: mostly one valid value, else (about one time in
 * four) a hostile value, nothing, two or three values, or a raw escape. So a case usually
 * breaks one or two parameters and keeps the rest valid, reaching past the first check.
 */
function parameterPairs(name: string, valid: fc.Arbitrary<string>): fc.Arbitrary<string[]> {
  const any = fc.oneof(valid, hostileText);
  return fc.oneof(
    { weight: 12, arbitrary: valid.map((value) => [pair(name)(value)]) },
    { weight: 1, arbitrary: hostileText.map((value) => [pair(name)(value)]) },
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.array(any.map(pair(name)), { minLength: 2, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES).map((raw) => [`${name}=${raw}`]) },
  );
}

/**
 * A query string built from each parameter's valid values, with hostile ones mixed in
 * (see parameterPairs), in any order, and now and then a parameter nobody asked for.
 */
export function hostileQuery(valid: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const groups = Object.entries(valid).map(([name, values]) => parameterPairs(name, values));
  const extra = fc.option(hostileText.map(pair('extra')), { freq: 5, nil: undefined });
  return fc
    .tuple(fc.tuple(...groups), extra)
    .map(([pairs, more]) => [...pairs.flat(), ...(more === undefined ? [] : [more])])
    .chain((pairs) => fc.shuffledSubarray(pairs, { minLength: pairs.length }))
    .map((pairs) => pairs.join('&'));
}

/** A path segment: a hostile text percent-encoded, or a raw escape or traversal. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileText.map(encodeURIComponent) },
  fc.constantFrom(...RAW_ESCAPES, '..', '.', '%2e%2e', '..%2f..', '%2F'),
);

/** A worker's fetch handler, as its `src/index.ts` exports it. */
interface FetchHandler<Bindings> {
  fetch(request: Request, env: Bindings, ctx: ExecutionContext): Response | Promise<Response>;
}

/**
 * Sends requests straight to a worker's fetch handler with the test's real bindings, and
 * waits for the `waitUntil` work of each. Not through `SELF`: in the test pool every
 * `SELF.fetch` takes longer the more came before it (cloudflare/workers-sdk issue 15446),
 * which hundreds of generated requests make felt. For the file that calls it, telemetry is
 * flushed at once rather than a second later, so that waiting costs nothing.
 */
export function workerFetch<Bindings>(worker: FetchHandler<Bindings>, env: Bindings) {
  beforeAll(() => resetTelemetryBuffers({ flushDelayMs: 0 }));
  afterAll(() => resetTelemetryBuffers());
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(url, init), env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

/** A regular expression matching a message made of `refusals` joined by '; '. */
function refusalPattern(refusals: readonly RegExp[]): RegExp {
  const one = `(?:${refusals.map((refusal) => refusal.source).join('|')})`;
  return new RegExp(`^${one}(?:; ${one})*$`, 'su');
}

/**
 * Checks an answer to hostile input: never a 5xx; a refusal is the error envelope whose
 * message is one (or several, joined by '; ') of `refusals`, the messages that name a
 * parameter or the problem. A success is parsed with `success` and returned; without a
 * schema (or for a refusal) the answer is undefined.
 */
export async function expectSafeAnswer<T extends z.ZodType>(
  response: Response,
  refusals: readonly RegExp[],
  success?: T,
): Promise<z.output<T> | undefined> {
  const text = await response.text();
  expect(response.status, `${response.status} ${text}`).toBeLessThan(500);
  if (response.status >= 400) {
    const { message } = errorEnvelopeSchema.parse(JSON.parse(text)).error;
    expect(message).toMatch(refusalPattern(refusals));
    return undefined;
  }
  return success?.parse(JSON.parse(text));
}

/**
 * The property that every URL `urls` generates, sent by `send` (a `GET`), gets a safe answer
 * (see expectSafeAnswer), run with PROPERTY_PARAMETERS.
 */
export async function expectSafeAnswers(
  send: (url: string) => Promise<Response>,
  urls: fc.Arbitrary<string>,
  refusals: readonly RegExp[],
  success?: z.ZodType,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(urls, async (url) => {
      await expectSafeAnswer(await send(url), refusals, success);
    }),
    PROPERTY_PARAMETERS,
  );
}

/** `text` decoded as a URL would be (`decode` is decodeURI or decodeURIComponent), or as it is. */
export function decodedOrAsIs(text: string, decode: (text: string) => string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}
