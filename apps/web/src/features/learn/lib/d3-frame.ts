// The page's side of the visualisation frame: the frame's address (its own document,
// public/frames/visualisation.html, with the scripts to load, the size and the colour scheme in
// its query), its width, and the one message it may post.
import * as z from 'zod';
import {
  D3_FRAME_ERROR_TYPE,
  FRAME_PARAMS,
  MAX_ERROR_MESSAGE_LENGTH,
  VISUALISATION_FRAME_PATH,
} from './d3-frame-protocol';
import type { D3Theme } from './d3-theme';

/** What the frame posts to its parent; parse with it, since anything can post a message. */
export const d3FrameMessageSchema = z.object({
  type: z.literal(D3_FRAME_ERROR_TYPE),
  message: z.string().max(MAX_ERROR_MESSAGE_LENGTH),
});

export interface D3FrameOptions {
  /** Paths on the app's origin: the frame's policy loads scripts from nowhere else. */
  d3Url: string;
  visualisationUrl: string;
  width: number;
  height: number;
  /** The app's colour scheme: the frame's page follows it, and the drawing gets its colours. */
  scheme: D3Theme['scheme'];
}

/** The frame's border, which takes its share of the space. */
const FRAME_BORDER_PX = 2;

/** The width the drawing gets: the section's own, or less when the space is narrower. */
export function frameWidth(sectionWidth: number, availableWidth: number): number {
  if (availableWidth <= 0) return sectionWidth;
  return Math.max(1, Math.min(sectionWidth, Math.floor(availableWidth - FRAME_BORDER_PX)));
}

/** The frame's address: a new one loads a new document, which draws afresh. */
export function visualisationFrameUrl(options: D3FrameOptions): string {
  const query = new URLSearchParams({
    [FRAME_PARAMS.d3]: options.d3Url,
    [FRAME_PARAMS.visualisation]: options.visualisationUrl,
    [FRAME_PARAMS.width]: String(options.width),
    [FRAME_PARAMS.height]: String(options.height),
    [FRAME_PARAMS.scheme]: options.scheme,
  });
  return `${VISUALISATION_FRAME_PATH}?${query.toString()}`;
}
