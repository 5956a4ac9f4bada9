// The upgrades of a data folder written by an older version, one per era, in order:
// 1. Every service's binding was named DB: one shared local database with the tables of all
//    three services. Storage's and users' tables move to their own databases; the rest
//    becomes the visualization database (VISUALIZATION_DB).
// 2. The visualization service had that one database for both of its halves. The
//    observability backend's tables (telemetry, traces, queue counts and the lab's) move to
//    observability-db; the rest, the large register, stays in place as register-db.
// A folder of either era ends with this version's four databases, every row kept.
import { applyMigrationFiles, migrationFiles } from './migration-files.mjs';
import { splitLocalDatabase } from './split-database.mjs';
import { D1_DATABASES } from './system.mjs';

/** The id every service's database had in the first era: one binding name, one database. */
export const SHARED_DATABASE_ID = 'DB';
/** The id of the visualization service's one database in the second era. */
export const VISUALIZATION_DATABASE = { id: 'VISUALIZATION_DB', database: 'visualization-db' };
/**
 * The lab's tables, which the lab makes itself (packages/service-kit/src/lab/lab-tables.ts)
 * in the database it is given: no migration makes them, so they move by name.
 */
export const LAB_TABLES = ['lab_faults', 'dead_letters'];

const byBinding = (binding) => D1_DATABASES.find((database) => database.binding === binding);
const REGISTER = byBinding('REGISTER_DB');
const OBSERVABILITY = byBinding('OBSERVABILITY_DB');

const SHARED_ERA = {
  what: 'each service now has its own database',
  from: SHARED_DATABASE_ID,
  becomes: VISUALIZATION_DATABASE.id,
  movesOut: D1_DATABASES.filter(({ worker }) => worker !== 'visualization'),
  keeps: [REGISTER, OBSERVABILITY],
};

const VISUALIZATION_ERA = {
  what: 'the register and the observability backend now have a database each',
  from: VISUALIZATION_DATABASE.id,
  becomes: REGISTER.binding,
  movesOut: [OBSERVABILITY],
  keeps: [REGISTER],
  carries: { [OBSERVABILITY.binding]: LAB_TABLES },
  // Its migrations were the two halves' together: the ones it lacks are applied first, so
  // the rows moved out are as this version's migrations leave them.
  bringUpToDate: (dataDir) =>
    applyMigrationFiles(dataDir, {
      ...VISUALIZATION_DATABASE,
      files: migrationFiles([REGISTER, OBSERVABILITY]),
    }),
};

/** Upgrades a folder of an older era to this version's databases; resolves true when it did. */
export async function separateDatabases(dataDir) {
  const shared = await splitLocalDatabase(dataDir, SHARED_ERA);
  const visualization = await splitLocalDatabase(dataDir, VISUALIZATION_ERA);
  return shared || visualization;
}
