// The Drills page and the banner's drill line: what they say (docs/lab.md#drills).
import type { DrillEvidence, DrillLevel } from '@repo/contracts/lab-drills';
import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import { LEVEL_NAMES } from '@/config/drill-levels';

export const DRILLS_PAGE_TITLE = 'Drills';
export const DRILLS_PAGE_DESCRIPTION =
  'The system breaks something on purpose and hides what. Find out what broke, with the map, the queues and the traces, and name it. A drill ends by itself after 10 minutes.';

export const START_DRILL_TITLE = 'Start a drill';
export const LEVEL_LABEL = 'Level';
export const LEVEL_DESCRIPTIONS: Record<DrillLevel, string> = {
  easy: 'A service is slow or failing.',
  medium:
    'Any fault the lab has, on a service or on the file-events messages; upload files yourself to give a message fault something to act on.',
  hard: 'A fault on the file-events messages; this page keeps uploading files in the background while the drill runs.',
};
export const START_DRILL_LABEL = 'Start drill';

/** The banner's and the page's words for a running drill. */
export const DRILL_RUNNING_TEXT = 'A drill is running';
export const GIVE_UP_LABEL = 'Give up';
export const drillRunningLine = (level: DrillLevel, elapsed: string) =>
  `${DRILL_RUNNING_TEXT} (${level}, ${elapsed} so far): something is broken on purpose.`;
export const OPEN_DRILLS_LABEL = 'Open Drills';
/** The Drills page's card says what the banner does not: the level and the time left. */
export const drillProgressLine = (level: DrillLevel, elapsed: string, left: string) =>
  `${LEVEL_NAMES[level]} drill, running for ${elapsed}; it ends by itself in ${left}. Find what broke and name it below.`;

export const DIAGNOSIS_TITLE = 'What broke?';
export const TRACE_ID_LABEL = 'Trace id (optional)';
export const TRACE_ID_DESCRIPTION =
  'A trace that shows the fault acting, as evidence: 32 hex digits, from a trace page.';
export const FIND_TRACE_LABEL = 'Find a trace on the Traces page';
export const TRACE_ID_INVALID = 'Trace id: 32 lowercase hex digits, or leave it empty';
export const DIAGNOSE_LABEL = 'Send diagnosis';

export const SOLVED_TITLE = 'Solved';
export const WRONG_TITLE = 'Not yet';
export const GIVEN_UP_TITLE = 'Given up';
export const EVIDENCE_TEXT: Record<DrillEvidence, string> = {
  confirms: 'Evidence: your trace shows the fault.',
  unrelated: 'Evidence: your trace does not show the fault.',
  none: 'Evidence: no trace given.',
};
export const faultName = ({ target, type }: Pick<RevealedFault, 'target' | 'type'>) =>
  `${type} on ${target}`;
export const revealedText = (fault: RevealedFault) =>
  `The drill's fault was ${faultName(fault)}; it is cleared.`;

export const HISTORY_TITLE = 'Your drills';
export const HISTORY_INTRO = 'Kept in this browser only.';
export const HISTORY_EMPTY = 'No drills yet: start one above.';
export const HISTORY_COLUMNS = ['Level', 'Started', 'Time taken', 'Tries', 'Result'] as const;

export const DRILL_FAILED_MESSAGE = 'The drill call failed';
export const DRILL_LOADING = 'Looking for a running drill…';
export const DRILL_STATE_FAILED = 'Could not tell whether a drill is running';

export const triesText = (tries: number) => `${tries} ${tries === 1 ? 'try' : 'tries'}`;
/** Under a diagnosis's answer: the attempts so far, and the score once solved (drillScore). */
export const attemptsText = (attempts: number, score: number | null) =>
  `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} so far${score === null ? '' : ` · score ${score} of 100`}`;
/** A solved drill in the history: its score from its tries. */
export const scoreText = (score: number) => `score ${score}`;
