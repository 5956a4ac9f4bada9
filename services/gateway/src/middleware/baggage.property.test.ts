// Hostile `baggage` headers at the gateway (docs/lab.md#lab-sessions): any header is read or
// ignored, never a 5xx, and never names a session: only a proved session cookie does.
import { faultListSchema } from '@repo/contracts/lab-faults';
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import * as hostile from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import worker from '../index';

const FAULTS = 'https://gateway.test/api/lab/faults';
const deployed = { ...env, ADMIN_TOKEN: 'the-lab-token' };
const send = hostile.workerFetch(worker, deployed);

/** Header values fetch accepts: visible ASCII, spaces and tabs, up to 10,000 characters. */
const headerValue = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...' \t,;=%abc.-_lab.session0123456789abcdef'.split('')),
    maxLength: 200,
  }),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 10_000,
  }),
  fc.stringMatching(/^lab\.session(\.hash)?=[0-9a-f]{32}(,[a-z]{1,8}=[a-z0-9%]{0,12}){0,70}$/),
);
const listEnvelope = successEnvelopeSchema(faultListSchema);

describe('hostile baggage headers at the gateway', () => {
  it('never answers a 5xx, and never acts for a session', async () => {
    await fc.assert(
      fc.asyncProperty(headerValue, async (baggage) => {
        const response = await send(FAULTS, { headers: { baggage } });
        expect(response.status).toBe(200);
        const { access } = listEnvelope.parse(await response.json()).data;
        // A deployment, and no session cookie: whatever the baggage names, no session.
        expect(access).toBe('admin');
      }),
      hostile.PROPERTY_PARAMETERS,
    );
  });
});
