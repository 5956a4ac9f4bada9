// Reads an NZBN bulk export (CSV with a header row, or JSON lines) and checks every row,
// yielding { line, entity } for good rows and { line, problem } for rejected ones.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export const ENTITY_TYPES = ['Company', 'Sole Trader', 'Trust', 'Partnership'];
export const ENTITY_STATUSES = ['Registered', 'Removed'];
export const NZ_REGIONS = [
  'Northland',
  'Auckland',
  'Waikato',
  'Bay of Plenty',
  'Gisborne',
  "Hawke's Bay",
  'Taranaki',
  'Manawatū-Whanganui',
  'Wellington',
  'Tasman',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
];

/** Column names accepted for each field (the first is ours; the others are common in exports). */
export const COLUMNS = {
  nzbn: ['nzbn'],
  name: ['name', 'entityName', 'entity_name'],
  entityType: ['entityType', 'entity_type', 'entityTypeDescription'],
  status: ['status', 'entityStatus', 'entity_status', 'entityStatusDescription'],
  registrationDate: ['registrationDate', 'registration_date', 'startDate'],
  region: ['region'],
};

const TYPE_ALIASES = new Map([
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
const STATUS_ALIASES = new Map([
  ['registered', 'Registered'],
  ['removed', 'Removed'],
  ['closed', 'Removed'],
]);

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
const byFolded = (values) => new Map(values.map((value) => [fold(value), value]));
const TYPES = byFolded(ENTITY_TYPES);
const REGIONS = byFolded(NZ_REGIONS);

export function nzbnProblem(value) {
  if (!/^\d{13}$/.test(value)) return 'an NZBN is exactly 13 digits';
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(value[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(value[12]) ? undefined : 'the NZBN check digit is wrong';
}

const pick = (record, field) => {
  for (const name of COLUMNS[field]) {
    const value = record[name];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      return String(value).trim();
  }
  return undefined;
};

/** Checks one record; returns the entity to import or the reason it is rejected. */
export function checkRecord(record, now = new Date()) {
  const nzbn = pick(record, 'nzbn');
  if (!nzbn) return { problem: 'nzbn is missing' };
  const nzbnIssue = nzbnProblem(nzbn);
  if (nzbnIssue) return { problem: `${nzbnIssue} (${nzbn})` };
  const name = pick(record, 'name');
  if (!name) return { problem: 'name is missing' };
  if (name.length > 500) return { problem: 'name is longer than 500 characters' };
  const rawType = pick(record, 'entityType') ?? '';
  const entityType = TYPES.get(fold(rawType)) ?? TYPE_ALIASES.get(fold(rawType));
  if (!entityType)
    return { problem: `unknown entity type '${rawType}' (expected ${ENTITY_TYPES.join(', ')})` };
  const rawStatus = pick(record, 'status') ?? '';
  const status = STATUS_ALIASES.get(fold(rawStatus));
  if (!status)
    return { problem: `unknown status '${rawStatus}' (expected ${ENTITY_STATUSES.join(', ')})` };
  const rawDate = pick(record, 'registrationDate');
  if (!rawDate) return { problem: 'registrationDate is missing' };
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(rawDate)
    ? new Date(rawDate.length === 10 ? `${rawDate}T00:00:00Z` : rawDate)
    : undefined;
  if (!date || Number.isNaN(date.getTime()))
    return { problem: `registrationDate '${rawDate}' is not an ISO 8601 date` };
  if (date.getUTCFullYear() < 1800 || date > now)
    return { problem: `registrationDate '${rawDate}' is not between 1800 and today` };
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
export function* csvRecords(text) {
  let field = '';
  let record = [];
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
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

/** Every row of the file, checked: { line, entity } or { line, problem }; duplicates rejected. */
export async function* readImportFile(path, now = new Date()) {
  const seen = new Set();
  const withDuplicates = function* (line, result) {
    if (result.entity && seen.has(result.entity.nzbn)) {
      yield { line, problem: `duplicate NZBN ${result.entity.nzbn}` };
    } else {
      if (result.entity) seen.add(result.entity.nzbn);
      yield { line, ...result };
    }
  };
  if (/\.jsonl?$|\.ndjson$/i.test(path)) {
    let line = 0;
    for await (const text of createInterface({
      input: createReadStream(path, 'utf8'),
      crlfDelay: Infinity,
    })) {
      line += 1;
      if (text.trim() === '') continue;
      let record;
      try {
        record = JSON.parse(text);
      } catch {
        yield { line, problem: 'not valid JSON' };
        continue;
      }
      yield* withDuplicates(line, checkRecord(record ?? {}, now));
    }
    return;
  }
  const { readFile } = await import('node:fs/promises');
  const records = csvRecords((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''));
  const header = records.next().value?.values.map((name) => name.trim());
  if (!header) return;
  for (const { line, values } of records) {
    const record = Object.fromEntries(header.map((name, i) => [name, values[i]]));
    yield* withDuplicates(line, checkRecord(record, now));
  }
}
