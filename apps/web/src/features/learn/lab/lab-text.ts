// What an 'In the Lab' exercise says (docs/learn.md, "In the Lab").
export const LAB_HEADING = 'In the Lab';
export const START_EXERCISE_LABEL = 'Start exercise';
export const START_AGAIN_LABEL = 'Start again';
export const CHECK_LABEL = 'Check';
export const DONE_BADGE = 'Done';
export const STEPS_HEADING = 'Steps';
export const CHECK_HEADING = 'What Check looks for';
export const NOT_STARTED_TEXT =
  "Press 'Start exercise' first: the check compares the system with how it was then.";
export const FILE_COUNT_UNREAD_TEXT =
  'Started, but the file count could not be read: is the system running? Checks that compare it will ask you to start again.';

/** 'Started at 14:03:12' in the reader's locale. */
export function startedAtText(startedAt: number): string {
  return `Started at ${new Date(startedAt).toLocaleTimeString()}`;
}

// The docked lab panel that follows the learner once an exercise is started (docs/learn.md).
export const LAB_PANEL_LABEL = 'Lab exercise';
export const CURRENT_STEP_LABEL = 'You are here';
export const NEXT_STEP_LABEL = 'Next step';
export const PREVIOUS_STEP_LABEL = 'Previous step';
export const COLLAPSE_PANEL_LABEL = 'Collapse the lab panel';
export const EXPAND_PANEL_LABEL = 'Expand the lab panel';
export const STOP_EXERCISE_LABEL = 'Stop exercise';
export const FINISH_EXERCISE_LABEL = 'Done';
export const OPEN_LESSON_LABEL = 'Open the lesson';
export const PANEL_LOADING_TEXT = 'Loading the exercise…';
export const panelLoadFailedText = (reason: string) =>
  `The exercise could not be loaded (${reason}). Reload the page, or stop the exercise.`;
export const exerciseMissingText = (exerciseId: string) =>
  `its lesson has no exercise '${exerciseId}' any more`;

/** 'Step 3 of 7'. */
/** Check at work: 'Reading the live system… 3 s'. */
export function checkingText(seconds: number): string {
  return `Reading the live system… ${seconds} s`;
}

export function stepOfText(step: number, total: number): string {
  return `Step ${step + 1} of ${total}`;
}
