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

/** An FTS5 query for the words, each quoted, the last one as a prefix. */
export function ftsQuery(words: readonly string[]): string {
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}
