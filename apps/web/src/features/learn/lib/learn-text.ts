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
