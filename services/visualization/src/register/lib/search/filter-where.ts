import type { TermFilters } from './search-terms';

export interface FilterWhereOptions {
  /** The table the columns belong to, `e` unless given; `''` for none. */
  table?: string;
  /** Numbers the parameters from this one (`?7`, `?8`) instead of leaving them anonymous. */
  firstParameter?: number;
}

/** The search's status and type filters as SQL conditions (each after `AND`) and values. */
export function filterWhere(
  filters: TermFilters,
  { table = 'e', firstParameter }: FilterWhereOptions = {},
): { sql: string; values: string[] } {
  const column = (name: string) => (table === '' ? name : `${table}.${name}`);
  const conditions: string[] = [];
  const values: string[] = [];
  const add = (name: string, value: string) => {
    const parameter = firstParameter === undefined ? '?' : `?${firstParameter + values.length}`;
    conditions.push(` AND ${column(name)} = ${parameter}`);
    values.push(value);
  };
  if (filters.status !== undefined) add('status', filters.status);
  if (filters.entityType !== undefined) add('entity_type', filters.entityType);
  return { sql: conditions.join(''), values };
}
