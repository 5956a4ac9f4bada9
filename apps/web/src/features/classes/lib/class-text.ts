// What the class pages and the learner's class controls say (docs/classes.md).
export const CLASSES_TITLE = 'Classes';
export const CONSOLE_TITLE = 'Class console';
export const SIGN_IN_TITLE = 'Sign in as the instructor';
export const SIGN_IN_HELP =
  'The admin token of this deployment (the ADMIN_TOKEN secret; printed by npm start locally). It is kept in a cookie this page cannot read.';
export const TOKEN_LABEL = 'Admin token';
export const SIGN_IN_LABEL = 'Sign in';
export const SIGN_OUT_LABEL = 'Sign out';
export const CREATE_TITLE = 'Start a class';
export const CLASS_NAME_LABEL = 'Class name';
export const ENDS_AT_LABEL = 'Ends at (optional, within 12 hours)';
export const CREATE_LABEL = 'Create class';
export const JOIN_LINK_LABEL = 'Join link';
export const JOIN_CODE_LABEL = 'Join code';
export const OPEN_CONSOLE_LABEL = 'Open the console';
export const END_CLASS_LABEL = 'End class';
export const END_CLASS_CONFIRM =
  'End this class now? Everything of it and of its members is erased. This cannot be undone.';
export const EXPORT_LABEL = 'Export CSV';
export const LIVE_TEXT = 'Live';
export const RECONNECTING_TEXT = 'Reconnecting…';
export const CONNECTING_TEXT = 'Connecting…';
export const CLASS_ENDED_TEXT = 'This class has ended: its data is erased.';
export const NO_MEMBERS_TEXT = 'No one has joined yet. Share the join link or code.';
export const NO_MATCHES_TEXT = 'No member matches the filter.';
export const FILTER_LABEL = 'Filter by name';
export const SHOW_LABEL = 'Show';
export const SORT_LABEL = 'Sort by';

export const JOIN_TITLE = 'Join a class';
export const DISPLAY_NAME_LABEL = 'Your name in this class';
export const DISPLAY_NAME_HELP =
  "Only your instructor sees it, beside your progress. Letters, digits, spaces and . ' - _";
export const JOIN_LABEL = 'Join';
export const IN_ANOTHER_CLASS_TEXT =
  'This browser is in another class; a lab session joins one class.';
export const joinedText = (code: string, name: string) =>
  `You are in class ${code} as ${name}. Your instructor sees what is shown below.`;
export const WHAT_INSTRUCTOR_SEES = 'What your instructor sees';
export const LEAVE_NOTE =
  'Your progress is sent to your class as you work, from this browser. In another browser, continue with your rejoin code.';
export const IN_CLASS_BADGE = (code: string) => `Class ${code}`;

export const RAISE_HAND_LABEL = 'Raise hand';
export const LOWER_HAND_LABEL = 'Lower hand';
export const HAND_UP_TEXT = 'Your hand is up: your instructor sees it.';

export const STUCK_TEXT = {
  'same-step': 'Same lab step for 10 min',
  'failed-checks': '3 failed Checks in a row',
} as const;

export const CLASS_DRILL_TITLE = 'A drill for everyone';
export const START_CLASS_DRILL_LABEL = 'Start for everyone';
export const REVEAL_LABEL = 'Reveal to everyone';
/** 'errors on users': a drill's fault as a sentence. */
export const answerText = ({ target, type }: { target: string; type: string }) =>
  `${type} on ${target}`;
export const revealedText = (answer: string) =>
  `Your instructor revealed the class drill: it was ${answer}.`;

export const RESET_LAB_LABEL = 'Reset';
export const resetLabName = (name: string) => `Reset the lab of ${name}`;
export const resetLabConfirm = (name: string) =>
  `Reset the lab of ${name}? The faults they started and their running drill end now.`;
export const resetDoneText = (faults: number, drill: boolean) =>
  `${faults} ${faults === 1 ? 'fault' : 'faults'} cleared${drill ? ', drill ended' : ''}`;

export const REJOIN_TITLE = 'Continuing from another browser?';
export const REJOIN_CODE_LABEL = 'Your rejoin code';
export const REJOIN_HELP =
  'The code this class gave you when you joined: your progress moves to this browser, and the other leaves the class.';
export const REJOIN_LABEL = 'Continue here';
export const rejoinCodeText = (code: string) =>
  `Your rejoin code: ${code.slice(0, 5)}-${code.slice(5)}. Keep it: with it you continue in another browser, progress and all.`;

// The projector (docs/classes.md#the-projector).
export const PROJECTOR_LABEL = 'Projector';
export const projectorName = (name: string) => `Projector: the lab of ${name}`;
export const projectorTitle = (name: string) => `${name}'s lab`;
export const PROJECTOR_INTRO =
  'What this learner sees, live: their map, their faults and their latest traces. Nothing here changes their lab.';
export const BACK_TO_CONSOLE_LABEL = 'Back to the console';
export const NOT_A_MEMBER_TEXT =
  'No member of this class has this id: they may have left, or the class has ended.';
export const THEIR_LAB_TITLE = 'Where they are';
export const THEIR_FAULTS_TITLE = 'Their faults';
export const NO_FAULTS_TEXT = 'No fault is on in their lab.';
export const drillRunningText = (level: string) =>
  `A ${level} drill is running: its fault is hidden from them, and here.`;
export const THEIR_TRACES_TITLE = 'Their latest traces';
export const NO_TRACES_TEXT = 'No trace yet: they have not called the system.';
