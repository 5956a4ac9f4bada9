// The Learn pages' texts and limits (docs/product.md#screens, #states, #constants).

export const LEARN_HEADING = 'Learn Asynchronous Microservices';
export const SEARCH_MODULES_PLACEHOLDER = 'Search modules...';
export const ALL_DIFFICULTIES = 'All difficulties';
export const ALL_TOPICS = 'All topics';
export const NO_MODULES_MATCH = 'No modules match your filters';
export const WHY_LEARN_HEADING = 'Why Learn Async Microservices?';
export const NO_PREREQUISITES = 'None';
/** docs/product.md#constants: cards show at most three objectives and three prerequisites. */
export const CARD_LIST_CAP = 3;

export const MODULE_NOT_FOUND = 'Module Not Found';
export const MODULE_NOT_FOUND_DETAIL = "The learning module you're looking for doesn't exist";
export const BACK_TO_HUB = 'Back to Learning Hub';
export const SECTION_NOT_FOUND = 'Section not found';
export const PREVIOUS_SECTION = '← Previous';
export const NEXT_SECTION = 'Next Section →';
export const COMPLETE_MODULE = 'Complete Module';
export const LOADING_SECTION = 'Loading the section…';
export const MODULE_LOAD_FAILED = "This module's lessons could not be loaded";
export const RELOAD_PAGE = 'Reload page';

export function moduleLoadFailedDetail(reason: string): string {
  return `${reason}. Check your connection, then reload the page to try again.`;
}

export const SECTION_HEADINGS = {
  playground: 'Try It Yourself',
  codeExample: 'Code Example',
  visualisation: 'Interactive Visualisation',
  quiz: 'Quick Quiz',
  challenge: 'Challenge',
  takeaways: 'Key Takeaways',
} as const;

// Progress (docs/product.md#module-progress): what a module's percentage counts.
export const MODULE_COMPLETE = 'Module complete';
/** 'Complete Module' pressed while a section or a lab exercise is still to do. */
export const MODULE_NOT_COMPLETE = 'Not complete yet';
export const MODULE_PROGRESS_LABEL = 'Module progress';
/** What completes a section, by its rule (lib/section-rule.ts), shown under its title. */
export const SECTION_RULE_TEXT = {
  quiz: 'This section is done when you pass its Quick Quiz: every answer right.',
  challenge: 'This section is done when its Challenge passes every test.',
} as const;
export const SECTION_DONE_TEXT = 'Section done';
export const SECTIONS_TO_DO = 'Still to do:';
export const NEXT_MODULE_READY = 'Its prerequisites are all complete.';
export const NEXT_MODULE_NO_PREREQUISITES = 'It needs no other module first.';
export const NEXT_MODULE_UNFINISHED = 'The next module in the hub that you have not completed.';
export const ALL_MODULES_COMPLETE = 'You have completed every module.';
export const OTHER_MODULES_COMPLETE = 'You have completed every other module.';

export function sectionsDoneText(done: number, count: number): string {
  return `Sections ${done} of ${count}`;
}

/** Said after a done section's tab: 'Section 2: Promises, completed'. */
export const SECTION_TAB_COMPLETED = ', completed';

export function labsDoneText(done: number, count: number): string {
  return `Labs ${done} of ${count}`;
}

/** A section still to do, as 'Complete Module' lists it: its tab's name and what it needs. */
export function sectionToDoText(index: number, title: string, rule: 'quiz' | 'challenge'): string {
  return `Section ${index + 1}: ${title} (${rule === 'quiz' ? 'pass its Quick Quiz' : 'pass its Challenge'})`;
}

export function labsToFinishText(left: number): string {
  return left === 1
    ? "One 'In the Lab' exercise is not done yet: it counts once its Check passes."
    : `${left} 'In the Lab' exercises are not done yet: each counts once its Check passes.`;
}

export function percentCompleteText(percent: number): string {
  return `${percent}% complete`;
}

export function moduleCountedText(percent: number): string {
  return `${percent}% of this module is done:`;
}

export function nextModuleText(title: string): string {
  return `Next module: ${title}`;
}

// Quick Quiz (docs/product.md#module-page).
export const CHECK_ANSWERS_LABEL = 'Check Answers';
export const TRY_AGAIN_LABEL = 'Try Again';
export const CORRECT_TEXT = 'Correct';
export const INCORRECT_TEXT = 'Incorrect';
export const YOUR_ANSWER = 'Your answer';
export const CORRECT_ANSWER = 'Correct answer';

export function correctAnswerText(option: string): string {
  return `The correct answer is: ${option}`;
}

export function scoreText(score: number, total: number): string {
  return `You scored ${score} of ${total}`;
}

/** Why 'Check Answers' is disabled: not every question has an answer yet. */
export function answerAllText(total: number, answered: number): string {
  return total === 1
    ? 'Answer the question to check it'
    : `Answer all ${total} questions to check them (${answered} answered)`;
}
