// The small text files an uploads run sends, and the register words a searches run cycles through.
import { LOAD_FILE_LINES, LOAD_FILE_TYPE, LOAD_SEARCH_TERMS, loadFileName } from './constants';

/** File `n` (from 1) of the run started at `timestamp`: a few hundred bytes of text. */
export function loadFile(n: number, timestamp: number): File {
  const startedAt = new Date(timestamp).toISOString();
  const lines = Array.from(
    { length: LOAD_FILE_LINES },
    (_, line) =>
      `Load file ${n}, line ${line + 1}: sent by the system lab's Generate load card in the run started at ${startedAt}.`,
  );
  return new File([`${lines.join('\n')}\n`], loadFileName(n, timestamp), { type: LOAD_FILE_TYPE });
}

/** The word search `index` (from 0) asks for, taking the list in turn. */
export function searchTermFor(index: number): string {
  return LOAD_SEARCH_TERMS[index % LOAD_SEARCH_TERMS.length] ?? LOAD_SEARCH_TERMS[0];
}
