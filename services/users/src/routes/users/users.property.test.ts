// Hostile input to GET /api/users/{id}: no id yields a 5xx, and every refusal is the
// envelope with a message that names the problem (docs/storage.md#api-through-the-gateway).
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { userSchema } from '@repo/contracts/users';
import {
  PROPERTY_PARAMETERS,
  expectSafeAnswer,
  hostileSegment,
  workerFetch,
} from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import worker from '../../index';

const BASE = 'https://users.test/api/users';

const REFUSALS = [
  /userId must be 3 to 64 lower-case letters, digits or hyphens, starting with a letter or digit/,
  /User not found: [a-z0-9-]+/,
  // A path that `..` or `.` turned into one no route answers.
  /Not found: GET \/.*/,
];

const send = workerFetch(worker, env);

describe('hostile input to the users API', () => {
  it('answers GET /api/users/{id} with any id without a 5xx', async () => {
    const ids = fc.oneof(
      fc.constant('demo-user'),
      fc.stringMatching(/^[a-z0-9][a-z0-9-]{2,63}$/),
      hostileSegment,
    );
    await fc.assert(
      fc.asyncProperty(ids, async (id) => {
        const response = await send(`${BASE}/${id}`);
        await expectSafeAnswer(response, REFUSALS, successEnvelopeSchema(userSchema));
      }),
      PROPERTY_PARAMETERS,
    );
  });
});
