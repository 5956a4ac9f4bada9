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
