// Traces of a lab session (docs/lab.md#lab-sessions): a span names the session it was made for
// by its hash (the only name of a session behind the gateway), and GET /api/traces lists the
// caller's own traces by default, everyone's with ?scope=all, and everyone's to a caller
// without a session.
import { LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';
import { labSessionHash, newLabSessionId } from '@repo/session/session-id';
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { traceListSchema } from '@repo/contracts/traces';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AT,
  errorMessage,
  getTrace,
  ingest,
  newTraceId,
  span,
  spanMessage,
  TRACES_API,
} from '../../../../test/trace-fixtures';

const [A, B] = [await labSessionHash(newLabSessionId()), await labSessionHash(newLabSessionId())];
const OF_A = newTraceId();
const OF_B = newTraceId();
const OF_NONE = newTraceId();
const KNOWN = [OF_A, OF_B, OF_NONE];

/** The known traces `GET /api/traces?{query}` lists to a caller in `session` (or none). */
async function listedTo(session: string | undefined, query = '') {
  const response = await SELF.fetch(`${TRACES_API}?${query}`, {
    headers: session ? { baggage: `${LAB_SESSION_HASH_KEY}=${session}` } : {},
  });
  expect(response.status).toBe(200);
  const { items } = successEnvelopeSchema(traceListSchema).parse(await response.json()).data;
  return items.map((item) => item.traceId).filter((id) => KNOWN.includes(id));
}

beforeAll(async () => {
  await ingest([
    spanMessage([
      span(OF_A, { name: 'POST /api/storage/upload', attributes: { [LAB_SESSION_HASH_KEY]: A } }),
      span(OF_A, { service: 'storage', name: 'POST /api/storage/upload', startTime: AT + 1 }),
    ]),
    spanMessage([
      span(OF_B, {
        name: 'GET /api/storage/files',
        startTime: AT + 10,
        attributes: { [LAB_SESSION_HASH_KEY]: B },
      }),
    ]),
    spanMessage([span(OF_NONE, { name: 'GET /health', startTime: AT + 20 })]),
  ]);
});

describe('traces of a lab session', () => {
  it("lists a caller's own traces by default and everyone's with scope=all", async () => {
    expect(await listedTo(A)).toEqual([OF_A]);
    expect(await listedTo(B)).toEqual([OF_B]);
    expect(await listedTo(A, 'scope=all')).toEqual([OF_NONE, OF_B, OF_A]);
    expect(await listedTo(undefined)).toEqual([OF_NONE, OF_B, OF_A]);
  });

  it('finds nothing for a session no trace was made for (a guessed id)', async () => {
    expect(await listedTo(newLabSessionId())).toEqual([]);
  });

  it('shows the span with the hash it names its session by', async () => {
    const trace = await getTrace(OF_A);
    const named = trace.spans.find((item) => item.service === 'gateway');
    expect(named?.attributes).toEqual({ 'lab.session.hash': A });
  });

  it('refuses a scope it does not know, saying which there are', async () => {
    const response = await SELF.fetch(`${TRACES_API}?scope=mine`);
    expect(response.status).toBe(400);
    expect(await errorMessage(response)).toBe('scope must be one of: session, all');
  });
});
