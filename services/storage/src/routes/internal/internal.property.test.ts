// Hostile input to the storage service's internal holdings call: no input yields a 5xx, and
// every refusal is the envelope with a message that names the parameter.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { holdingsSchema } from '@repo/contracts/files';
import {
  PROPERTY_PARAMETERS,
  expectSafeAnswer,
  hostileQuery,
  workerFetch,
} from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import worker from '../../index';

const send = workerFetch(worker, env);

// The wording is the route's own; what matters here is that each refusal names its parameter.
const REFUSALS = [/after\b.+/, /limit\b.+/];

describe('hostile input to the holdings call', () => {
  it('answers any after and limit without a 5xx', async () => {
    const query = hostileQuery({
      after: fc.oneof(fc.constant(''), fc.uuid()),
      limit: fc.integer({ min: 1, max: 1_000 }).map(String),
    });
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await send(`https://storage.test/internal/holdings?${search}`);
        await expectSafeAnswer(response, REFUSALS, successEnvelopeSchema(holdingsSchema));
      }),
      PROPERTY_PARAMETERS,
    );
  });
});
