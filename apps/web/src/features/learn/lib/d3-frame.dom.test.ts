import { describe, expect, it } from 'vitest';
import { d3FrameMessageSchema, frameWidth, visualisationFrameUrl } from './d3-frame';
import { D3_FRAME_ERROR_TYPE, VISUALISATION_FRAME_PATH } from './d3-frame-protocol';
import { applyFrameStyle, readFrameSettings } from './d3-frame-settings';
import { D3_THEMES } from './d3-theme';

const OPTIONS = {
  d3Url: '/assets/d3.min-abc123.js',
  visualisationUrl: '/assets/promise-errors-visualisation-abc123.js',
  width: 480,
  height: 240,
} as const;

/** The settings the frame reads from the address the page gives it. */
function settingsFor(address: string) {
  return readFrameSettings(new URL(address, 'http://127.0.0.1:4198').search);
}

describe('visualisationFrameUrl and readFrameSettings', () => {
  it.each(['light', 'dark'] as const)(
    "give the frame's own document the scripts, the size and the %s theme",
    (scheme) => {
      const address = visualisationFrameUrl({ ...OPTIONS, scheme });

      expect(address.startsWith(`${VISUALISATION_FRAME_PATH}?`)).toBe(true);
      expect(settingsFor(address)).toEqual({
        d3Url: OPTIONS.d3Url,
        visualisationUrl: OPTIONS.visualisationUrl,
        width: 480,
        height: 240,
        theme: D3_THEMES[scheme],
      });
    },
  );

  it('keeps a path with & and quotes whole', () => {
    const d3Url = '/assets/d3.js?a=1&b="2"#x';

    expect(settingsFor(visualisationFrameUrl({ ...OPTIONS, d3Url, scheme: 'dark' })).d3Url).toBe(
      d3Url,
    );
  });

  it.each(['https://evil.example/x.js', '//evil.example/x.js', '/\\evil.example/x.js', 'x.js'])(
    'loads no script from %s, which is not a path on our origin',
    (visualisationUrl) => {
      const address = visualisationFrameUrl({ ...OPTIONS, visualisationUrl, scheme: 'light' });

      expect(settingsFor(address).visualisationUrl).toBe('');
    },
  );

  it('reads a missing or odd size as 0 and an unknown scheme as light', () => {
    expect(settingsFor('/frames/visualisation.html?width=abc&height=-5&scheme=pink')).toMatchObject(
      { d3Url: '', visualisationUrl: '', width: 0, height: 0, theme: D3_THEMES.light },
    );
  });
});

describe('applyFrameStyle', () => {
  it("sets the theme's colours and the size as the custom properties of the frame's stylesheet", () => {
    const root = document.createElement('html');

    applyFrameStyle(root, settingsFor(visualisationFrameUrl({ ...OPTIONS, scheme: 'dark' })));

    expect(root.style.getPropertyValue('--background')).toBe(D3_THEMES.dark.background);
    expect(root.style.getPropertyValue('--on-fill')).toBe(D3_THEMES.dark.onFill);
    expect(root.style.getPropertyValue('--scheme')).toBe('dark');
    expect(root.style.getPropertyValue('--width')).toBe('480px');
    expect(root.style.getPropertyValue('--height')).toBe('240px');
  });
});

describe('frameWidth', () => {
  it("is the section's width, or less, less the border, when the space is narrower", () => {
    expect(frameWidth(480, 0)).toBe(480);
    expect(frameWidth(480, 1000)).toBe(480);
    expect(frameWidth(480, 300)).toBe(298);
  });
});

describe('d3FrameMessageSchema', () => {
  it('accepts an error message from the frame and rejects anything else', () => {
    expect(
      d3FrameMessageSchema.safeParse({ type: D3_FRAME_ERROR_TYPE, message: 'x' }).success,
    ).toBe(true);
    expect(d3FrameMessageSchema.safeParse({ type: 'other', message: 'x' }).success).toBe(false);
    expect(d3FrameMessageSchema.safeParse('boom').success).toBe(false);
  });
});
