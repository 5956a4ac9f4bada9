import { describe, expect, it } from 'vitest';
import { buildD3Srcdoc, d3FrameMessageSchema, scriptJson } from './d3-frame';
import { CONTAINER_ID, D3_FRAME_ERROR_TYPE, SETTINGS_ID } from './d3-frame-protocol';
import { D3_THEMES } from './d3-theme';

const ORIGIN = 'http://127.0.0.1:4198';
const SCRIPTS = {
  runtimeUrl: `${ORIGIN}/assets/lib-d3-frame-entry-abc123.js`,
  d3Url: `${ORIGIN}/assets/d3.min-abc123.js`,
  visualisationUrl: `${ORIGIN}/assets/promise-errors-visualisation-abc123.js`,
};

function build(scheme: 'light' | 'dark' = 'light', theme = D3_THEMES[scheme]) {
  return buildD3Srcdoc({ ...SCRIPTS, width: 480, height: 240, theme });
}

function parse(srcdoc: string): Document {
  return new DOMParser().parseFromString(srcdoc, 'text/html');
}

/** '#242424' as getComputedStyle reads it: 'rgb(36, 36, 36)'. */
function rgb(hex: string): string {
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)?.slice(1);
  if (!channels) throw new Error(`not a #rrggbb colour: ${hex}`);
  return `rgb(${channels.map((channel) => parseInt(channel, 16)).join(', ')})`;
}

describe('buildD3Srcdoc', () => {
  it("loads the frame's runtime, then d3, then the visualisation, from the given absolute URLs with classic scripts", () => {
    const loaders = [...parse(build()).querySelectorAll('script')].filter((script) => script.src);

    expect(loaders.map((script) => script.getAttribute('src'))).toEqual([
      SCRIPTS.runtimeUrl,
      SCRIPTS.d3Url,
      SCRIPTS.visualisationUrl,
    ]);
    expect(loaders.map((script) => script.type)).toEqual(['', '', '']);
  });

  it('sizes the container to the width and height', () => {
    const srcdoc = build();

    expect(srcdoc).toContain(`<div id="${CONTAINER_ID}"></div>`);
    expect(srcdoc).toContain('width: 480px; height: 240px;');
  });

  it.each(['light', 'dark'] as const)(
    'gives the drawing the width, the height and the %s theme as JSON',
    (scheme) => {
      const settings = parse(build(scheme)).getElementById(SETTINGS_ID);

      expect(settings?.getAttribute('type')).toBe('application/json');
      expect(JSON.parse(settings?.textContent ?? '')).toEqual({
        width: 480,
        height: 240,
        theme: D3_THEMES[scheme],
      });
    },
  );

  it.each(['light', 'dark'] as const)(
    "gives the frame's page the %s theme's background and text colours",
    (scheme) => {
      const theme = D3_THEMES[scheme];
      // A parsed document has no window to compute styles in: apply the frame's style here.
      const style = document.createElement('style');
      style.textContent = parse(build(scheme)).querySelector('style')?.textContent ?? '';
      document.head.append(style);
      try {
        for (const element of [document.documentElement, document.body]) {
          const computed = getComputedStyle(element);
          expect(computed.backgroundColor).toBe(rgb(theme.background));
          expect(computed.color).toBe(rgb(theme.text));
          expect(computed.getPropertyValue('color-scheme')).toBe(scheme);
        }
      } finally {
        style.remove();
      }
    },
  );

  it('keeps a </script> in the settings from closing their script element', () => {
    const fontFamily = 'x</script><script>alert(1)</script></SCRIPT ><!--';
    const parsed = parse(build('light', { ...D3_THEMES.light, fontFamily }));

    // The settings and the three loaders: nothing injected.
    expect(parsed.querySelectorAll('script')).toHaveLength(4);
    const settings = JSON.parse(parsed.getElementById(SETTINGS_ID)?.textContent ?? '') as {
      theme: { fontFamily: string };
    };
    expect(settings.theme.fontFamily).toBe(fontFamily);
  });

  it('escapes the URLs as attribute values', () => {
    const srcdoc = buildD3Srcdoc({
      ...SCRIPTS,
      d3Url: 'http://x/d3.js?a=1&b="2"',
      width: 100,
      height: 100,
      theme: D3_THEMES.dark,
    });

    expect(srcdoc).toContain('src="http://x/d3.js?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('scriptJson', () => {
  it('escapes every < and keeps the value the same', () => {
    const value = { text: '</script><!-- <b>' };

    expect(scriptJson(value)).not.toContain('<');
    expect(JSON.parse(scriptJson(value))).toEqual(value);
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
