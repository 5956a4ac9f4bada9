/** The hint under a box that scrolls sideways, shown while its content is wider than it. */
export const SCROLL_HINT = 'Scroll sideways for more';
