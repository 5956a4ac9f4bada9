// npm run db:migrate: applies the local D1 migrations without starting the system.
import { prepareDataFolder } from './lib/prepare-data-folder.mjs';
import { DEFAULT_DATA_DIR } from './lib/system.mjs';

await prepareDataFolder(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
