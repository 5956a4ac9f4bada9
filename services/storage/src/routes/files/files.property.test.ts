// Hostile input to every storage endpoint: no input yields a 5xx, and every refusal is the
// envelope with a message that names the parameter or the problem (docs/storage.md).
import { fileListSchema, storedFileSchema } from '@repo/contracts/files';
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  PROPERTY_PARAMETERS,
  expectSafeAnswer,
  hostileQuery,
  hostileSegment,
  hostileText,
  workerFetch,
} from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { TYPE_EXTENSIONS } from '../../lib/clean-file-name';
import {
  BASE,
  GIF,
  HTML,
  JPEG,
  MULTIPART_BOUNDARY,
  PDF,
  PNG,
  TXT,
  browserMultipart,
  upload,
  type MultipartPart,
} from '../../../test/fixtures';

const USER_ID_REFUSALS = [
  /userId is required/,
  /userId must be 3 to 64 lower-case letters, digits or hyphens, starting with a letter or digit/,
];

const UPLOAD_REFUSALS = [
  ...USER_ID_REFUSALS,
  /The file is empty/,
  /Missing field: file \(send the file as a multipart file part\)/,
  /File too large: \d+\.\d MB\. Max 20 MB/,
  /Expected a multipart\/form-data body with the fields file and userId/,
  /Unsupported file type: \S+\. Allowed: PNG, JPEG, PDF, TXT/,
  /The multipart body could not be read: .+/,
  /The upload has no body/,
];

const LIST_REFUSALS = [
  ...USER_ID_REFUSALS,
  /page must be a whole number of at least 1/,
  /pageSize must be a whole number from 1 to 100/,
];

const ID_REFUSALS = [
  /File id must be a UUID/,
  /File not found: [0-9a-fA-F-]{36}/,
  // A path that `..` or `.` turned into one no route answers.
  /Not found: (?:GET|DELETE) \/.*/,
];

const encode = (text: string) => new TextEncoder().encode(text);
const concat = (head: Uint8Array, tail: Uint8Array) => new Uint8Array([...head, ...tail]);

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 512 }),
  hostileText.map(encode),
  fc
    .tuple(
      fc.constantFrom(PNG, JPEG, PDF, TXT, GIF, HTML, encode('MZ'), encode('BM')),
      fc.oneof(fc.uint8Array({ maxLength: 64 }), hostileText.map(encode)),
    )
    .map(([head, tail]) => concat(head, tail)),
);

const fileName = fc.oneof(
  hostileText,
  fc
    .tuple(
      hostileText,
      fc.constantFrom('.html', '.png', '.JPEG', '.pdf', '.txt', '.exe', '.svg', ''),
    )
    .map(([stem, extension]) => `${stem}${extension}`),
);

const filePart = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        bytes: fileBytes,
        name: fileName,
        type: fc.oneof(fc.constantFrom('image/png', 'text/plain'), hostileText),
      })
      .map((file): MultipartPart[] => [{ field: 'file', file }]),
  },
  fc.constant([]),
  hostileText.map((text): MultipartPart[] => [{ field: 'file', text }]),
);

// Mostly the demo user, so that most uploads get as far as their file.
const userIds = fc
  .oneof(
    { weight: 2, arbitrary: fc.constant(['demo-user']) },
    fc.array(fc.oneof(fc.constant('demo-user'), hostileText), { maxLength: 2 }),
  )
  .map((ids) => ids.map((text): MultipartPart => ({ field: 'userId', text })));

const MULTIPART_PIECES = [
  '--x',
  '--x--',
  '\r\n',
  'Content-Disposition: form-data; name="file"; filename="a.txt"',
  'Content-Disposition: form-data; name="userId"',
  'Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%E0%A4%A',
  'Content-Type: text/plain',
  'demo-user',
];

const contentTypes = fc.oneof(
  fc.constantFrom(
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x',
    'multipart/form-data; boundary="x y"',
    'MULTIPART/FORM-DATA; boundary=x',
    'application/json',
  ),
  hostileText.filter((text) => /^[\x20-\x7e]*$/.test(text)),
);

const rawBodies = fc.oneof(
  fc.uint8Array({ maxLength: 512 }),
  fc
    .array(fc.oneof(fc.constantFrom(...MULTIPART_PIECES), hostileText), { maxLength: 12 })
    .map((pieces) => encode(pieces.join(''))),
);

const send = workerFetch(worker, env);

const NAME_FORBIDDEN = /[<>\p{Cc}\p{Cf}]/u;

describe('hostile input to the storage API', () => {
  it('answers any upload form without a 5xx, storing a clean name of the right type', async () => {
    await fc.assert(
      fc.asyncProperty(filePart, userIds, async (file, ids) => {
        const response = await send(`${BASE}/upload`, {
          method: 'POST',
          body: browserMultipart([...file, ...ids]),
          headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
        });
        const stored = await expectSafeAnswer(
          response,
          UPLOAD_REFUSALS,
          successEnvelopeSchema(storedFileSchema),
        );
        if (stored === undefined) return;
        const { data } = stored;
        expect(data.name).not.toMatch(NAME_FORBIDDEN);
        expect([...data.name].length).toBeLessThanOrEqual(200);
        const extension = data.name.split('.').pop()?.toLowerCase() ?? '';
        expect(TYPE_EXTENSIONS[data.mimeType]).toContain(extension);
      }),
      PROPERTY_PARAMETERS,
    );
  });

  it('answers any upload body and content type without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(contentTypes, rawBodies, async (contentType, body) => {
        const response = await send(`${BASE}/upload`, {
          method: 'POST',
          body,
          headers: { 'content-type': contentType },
        });
        await expectSafeAnswer(response, UPLOAD_REFUSALS);
      }),
      PROPERTY_PARAMETERS,
    );
  });

  it('answers any page, pageSize and userId of the file list without a 5xx', async () => {
    const query = hostileQuery({
      page: fc.integer({ min: 1, max: 3 }).map(String),
      pageSize: fc.integer({ min: 1, max: 100 }).map(String),
      userId: fc.constantFrom('demo-user', 'another-user'),
    });
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await send(`${BASE}/files?${search}`);
        await expectSafeAnswer(response, LIST_REFUSALS, successEnvelopeSchema(fileListSchema));
      }),
      PROPERTY_PARAMETERS,
    );
  });

  it('answers metadata, download and delete with any id without a 5xx', async () => {
    const endpoints = fc.constantFrom(
      ['GET', '/files/{id}/metadata'],
      ['GET', '/download/{id}'],
      ['DELETE', '/files/{id}'],
    );
    const stored = (await (await upload(TXT, 'kept.txt')).json()) as { data: { id: string } };
    const ids = fc.oneof(fc.constant(stored.data.id), fc.uuid(), hostileSegment);
    await fc.assert(
      fc.asyncProperty(endpoints, ids, async ([method, path], id) => {
        const response = await send(`${BASE}${path.replace('{id}', () => id)}`, { method });
        await expectSafeAnswer(response, ID_REFUSALS);
      }),
      PROPERTY_PARAMETERS,
    );
  });
});
