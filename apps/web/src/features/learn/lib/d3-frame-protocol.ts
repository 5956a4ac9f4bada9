// What the page and the visualisation frame agree on: the ids in the frame's document and the
// one message the frame posts. Plain values only, since the frame's runtime bundles this file.
export const D3_FRAME_ERROR_TYPE = 'd3-sandbox-error';
export const D3_LOAD_FAILED_MESSAGE = 'd3 could not be loaded';
export const VISUALISATION_LOAD_FAILED_MESSAGE = 'the visualisation could not be loaded';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
/** Long enough for any real message, short enough that a runaway one cannot flood the page. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;
export const CONTAINER_ID = 'container';
/** The JSON block with the frame's width, height and theme. */
export const SETTINGS_ID = 'frame-settings';
