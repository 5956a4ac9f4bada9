// npm run api:document: writes /api/openapi.json from the route declarations
// (services/gateway/src/lib/api-document.ts) to the JSON file the gateway serves, formatted as
// Prettier keeps it. Run it after changing a route: the gateway's document test fails until then.
// Deploying runs it too, so a deployed gateway never serves a document older than its routes.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildApiDocument } from '../services/gateway/src/lib/api-document';
import { ROOT } from './lib/system.mjs';

const FILE = join(ROOT, 'services', 'gateway', 'src', 'lib', 'api-document.json');

const text = await format(JSON.stringify(buildApiDocument()), {
  ...(await resolveConfig(FILE)),
  filepath: FILE,
});
await writeFile(FILE, text);
console.log(`Wrote ${FILE}`);
