// The bucket the visualisation lists, and what R2's list({ prefix, delimiter }) makes of it:
// the objects it returns, and the keys it rolls up into delimited prefixes.
export const KEYS = [
  'avatars/demo-user.png',
  'exports/2026-01.csv',
  'exports/2026-02.csv',
  'readme.txt',
  'users/demo-user/notes.txt',
  'users/demo-user/photos/2026/beach.jpg',
  'users/demo-user/photos/cat.png',
  'users/kiri/photos/fern.png',
  'users/kiri/report.pdf',
];

export const PREFIXES = [
  '',
  'users/',
  'users/demo-user/',
  'users/demo-user/photos/',
  'users/d',
  'exports/',
];

export type KeyRole = { role: 'outside' } | { role: 'object' } | { role: 'rolled'; rolled: string };

export interface Listing {
  objects: string[];
  delimitedPrefixes: string[];
  roles: Map<string, KeyRole>;
}

export function list(allKeys: readonly string[], prefix: string, delimiter: string): Listing {
  const objects: string[] = [];
  const delimitedPrefixes: string[] = [];
  const roles = new Map<string, KeyRole>();
  for (const key of [...allKeys].sort()) {
    if (!key.startsWith(prefix)) {
      roles.set(key, { role: 'outside' });
      continue;
    }
    const at = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    if (at === -1) {
      objects.push(key);
      roles.set(key, { role: 'object' });
      continue;
    }
    const rolled = key.slice(0, at + delimiter.length);
    if (!delimitedPrefixes.includes(rolled)) delimitedPrefixes.push(rolled);
    roles.set(key, { role: 'rolled', rolled });
  }
  return { objects, delimitedPrefixes, roles };
}

export function clip(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, Math.max(1, maxChars - 1))}…`;
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
