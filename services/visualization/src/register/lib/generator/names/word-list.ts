// Word lists are written as comma-separated text so long lists stay readable in a few lines.

/** The comma-separated entries of text, trimmed, with line breaks inside an entry as spaces. */
export function wordList(text: string): readonly string[] {
  return text
    .split(',')
    .map((word) => word.trim().replace(/\s+/g, ' '))
    .filter((word) => word.length > 0);
}
