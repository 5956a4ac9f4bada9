// Reads an NZBN bulk export (CSV with a header row, or JSON lines) and checks every row,
// yielding { line, entity } for good rows and { line, problem } for rejected ones.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import {
  ENTITY_STATUSES,
  ENTITY_TYPES,
  NZ_REGIONS,
  nzbnProblem,
  type EntityStatus,
  type EntityType,
  type NzRegion,
} from '@repo/contracts/registry';

/** An entity as the registry's admin import takes it. */
export interface ImportEntity {
  nzbn: string;
  name: string;
  entityType: EntityType;
  status: EntityStatus;
  registeredAt: string;
  region?: NzRegion;
}

export type CheckedRecord = { entity: ImportEntity } | { problem: string };
export type RejectedRow = { line: number; problem: string };
export type ImportRow = { line: number; entity: ImportEntity } | RejectedRow;

type ExportRecord = Readonly<Record<string, unknown>>;

/** Column names accepted for each field (the first is ours; the others are common in exports). */
export const COLUMNS = {
  nzbn: ['nzbn'],
  name: ['name', 'entityName', 'entity_name'],
  entityType: ['entityType', 'entity_type', 'entityTypeDescription'],
  status: ['status', 'entityStatus', 'entity_status', 'entityStatusDescription'],
  registrationDate: ['registrationDate', 'registration_date', 'startDate'],
  region: ['region'],
} as const;

const MAX_NAME_LENGTH = 500;
const EARLIEST_REGISTRATION_YEAR = 1800;

const TYPE_ALIASES = new Map<string, EntityType>([
  ['nz limited company', 'Company'],
  ['ltd', 'Company'],
  ['limited company', 'Company'],
  ['sole trader', 'Sole Trader'],
  ['soletrader', 'Sole Trader'],
  ['trading trust', 'Trust'],
  ['charitable trust', 'Trust'],
  ['limited partnership', 'Partnership'],
  ['general partnership', 'Partnership'],
]);
const STATUS_ALIASES = new Map<string, EntityStatus>([['closed', 'Removed']]);

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
const byFolded = <T extends string>(values: readonly T[]): Map<string, T> =>
  new Map(values.map((value) => [fold(value), value]));
const TYPES = byFolded(ENTITY_TYPES);
const STATUSES = byFolded(ENTITY_STATUSES);
const REGIONS = byFolded(NZ_REGIONS);

// The contracts' sentences start a message; here they follow 'line N: '.
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

const isRecord = (value: unknown): value is ExportRecord =>
  typeof value === 'object' && value !== null;

const pick = (record: ExportRecord, field: keyof typeof COLUMNS): string | undefined => {
  for (const name of COLUMNS[field]) {
    const value = record[name];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      return String(value).trim();
  }
  return undefined;
};

/** Checks one record; returns the entity to import or the reason it is rejected. */
export function checkRecord(record: ExportRecord, now = new Date()): CheckedRecord {
  const nzbn = pick(record, 'nzbn');
  if (!nzbn) return { problem: 'nzbn is missing' };
  const nzbnIssue = nzbnProblem(nzbn);
  if (nzbnIssue) return { problem: `${lowerFirst(nzbnIssue)} (${nzbn})` };
  const name = pick(record, 'name');
  if (!name) return { problem: 'name is missing' };
  if (name.length > MAX_NAME_LENGTH)
    return { problem: `name is longer than ${MAX_NAME_LENGTH} characters` };
  const rawType = pick(record, 'entityType') ?? '';
  const entityType = TYPES.get(fold(rawType)) ?? TYPE_ALIASES.get(fold(rawType));
  if (!entityType)
    return { problem: `unknown entity type '${rawType}' (expected ${ENTITY_TYPES.join(', ')})` };
  const rawStatus = pick(record, 'status') ?? '';
  const status = STATUSES.get(fold(rawStatus)) ?? STATUS_ALIASES.get(fold(rawStatus));
  if (!status)
    return { problem: `unknown status '${rawStatus}' (expected ${ENTITY_STATUSES.join(', ')})` };
  const rawDate = pick(record, 'registrationDate');
  if (!rawDate) return { problem: 'registrationDate is missing' };
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(rawDate)
    ? new Date(rawDate.length === 10 ? `${rawDate}T00:00:00Z` : rawDate)
    : undefined;
  if (!date || Number.isNaN(date.getTime()))
    return { problem: `registrationDate '${rawDate}' is not an ISO 8601 date` };
  if (date.getUTCFullYear() < EARLIEST_REGISTRATION_YEAR || date > now)
    return {
      problem: `registrationDate '${rawDate}' is not between ${EARLIEST_REGISTRATION_YEAR} and today`,
    };
  const rawRegion = pick(record, 'region');
  const region = rawRegion === undefined ? undefined : REGIONS.get(fold(rawRegion));
  if (rawRegion !== undefined && !region) return { problem: `unknown region '${rawRegion}'` };
  return {
    entity: {
      nzbn,
      name,
      entityType,
      status,
      registeredAt: date.toISOString(),
      ...(region ? { region } : {}),
    },
  };
}

/** Splits CSV text into records, honouring quotes (with doubled quotes and line breaks inside). */
export function* csvRecords(text: string): Generator<{ line: number; values: string[] }> {
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      if (record.length > 1 || record[0] !== '') yield { line: recordLine, values: record };
      record = [];
      field = '';
      line += 1;
      recordLine = line;
    } else field += char;
  }
  record.push(field);
  if (record.length > 1 || record[0] !== '') yield { line: recordLine, values: record };
}

const isJsonLines = (path: string): boolean => /\.jsonl?$|\.ndjson$/i.test(path);

/** The file's records with their line numbers: JSON lines one by one, CSV by its header. */
async function* recordsOf(path: string): AsyncGenerator<{ line: number; record?: ExportRecord }> {
  if (isJsonLines(path)) {
    let line = 0;
    for await (const text of createInterface({
      input: createReadStream(path, 'utf8'),
      crlfDelay: Infinity,
    })) {
      line += 1;
      if (text.trim() === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        yield { line };
        continue;
      }
      yield { line, record: isRecord(parsed) ? parsed : {} };
    }
    return;
  }
  const records = csvRecords((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''));
  const first = records.next();
  if (first.done) return;
  const header = first.value.values.map((name) => name.trim());
  for (const { line, values } of records) {
    yield { line, record: Object.fromEntries(header.map((name, i) => [name, values[i]])) };
  }
}

/** Every row of the file, checked: { line, entity } or { line, problem }; duplicates rejected. */
export async function* readImportFile(path: string, now = new Date()): AsyncGenerator<ImportRow> {
  const seen = new Set<string>();
  for await (const { line, record } of recordsOf(path)) {
    if (!record) {
      yield { line, problem: 'not valid JSON' };
      continue;
    }
    const result = checkRecord(record, now);
    if ('entity' in result && seen.has(result.entity.nzbn)) {
      yield { line, problem: `duplicate NZBN ${result.entity.nzbn}` };
      continue;
    }
    if ('entity' in result) seen.add(result.entity.nzbn);
    yield { line, ...result };
  }
}
