// What the page and the visualisation frame agree on: the frame's address and query, the id in
// its document (public/frames/visualisation.html) and the one message the frame posts. Plain
// values only, since the frame's runtime bundles this file.
export const D3_FRAME_ERROR_TYPE = 'd3-sandbox-error';
export const D3_LOAD_FAILED_MESSAGE = 'd3 could not be loaded';
export const VISUALISATION_LOAD_FAILED_MESSAGE = 'the visualisation could not be loaded';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
/** Long enough for any real message, short enough that a runaway one cannot flood the page. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;
export const CONTAINER_ID = 'container';
/** The frame's own document, with its own Content-Security-Policy (public/_headers). */
export const VISUALISATION_FRAME_PATH = '/frames/visualisation.html';
/** The frame's query: what it draws and how. The scripts are paths on the app's origin. */
export const FRAME_PARAMS = {
  d3: 'd3',
  visualisation: 'visualisation',
  width: 'width',
  height: 'height',
  scheme: 'scheme',
} as const;
