/** Lower case without diacritics: 'Manawatū' → 'manawatu'. Matches FTS5's remove_diacritics. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The words of a search query: runs of letters and digits after folding. Everything else
 * (quotes, `*`, `-`, parentheses, colons, emoji) only separates words, so no input can
 * reach the full-text query syntax.
 */
export function searchWords(query: string): string[] {
  return foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * An FTS5 query matching names that hold every word, the last one as a prefix, or, when
 * the index's words starting with it are known (`lastTerms`), as any one of those words.
 */
export function ftsQuery(words: readonly string[], lastTerms?: readonly string[]): string {
  const last = words.at(-1) ?? '';
  const lastPart = lastTerms
    ? `(${lastTerms.map((term) => `"${term}"`).join(' OR ')})`
    : `"${last}"*`;
  return `name : (${[...words.slice(0, -1).map((word) => `"${word}"`), lastPart].join(' AND ')})`;
}

/** The index's words for a status and type filter: 'statusremoved', 'typesoletrader'. */
export function filterTag(kind: 'status' | 'type', value: string): string {
  return `${kind}${foldText(value).replace(/[^a-z]/g, '')}`;
}
