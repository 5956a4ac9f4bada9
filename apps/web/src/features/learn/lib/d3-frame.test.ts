import { describe, expect, it } from 'vitest';
import {
  buildD3Srcdoc,
  D3_FRAME_ERROR_TYPE,
  D3_LOAD_FAILED_MESSAGE,
  d3FrameMessageSchema,
  escapeScriptContent,
  MAX_ERROR_MESSAGE_LENGTH,
} from './d3-frame';
import { D3_THEMES } from './d3-theme';

const D3_URL = 'http://127.0.0.1:4198/assets/d3.min-abc123.js';
const CODE = "d3.select(container).append('svg').attr('width', width);";

function build(code = CODE) {
  return buildD3Srcdoc({ d3Url: D3_URL, width: 480, height: 240, code, theme: D3_THEMES.light });
}

function scripts(srcdoc: string): HTMLScriptElement[] {
  const document = new DOMParser().parseFromString(srcdoc, 'text/html');
  return [...document.querySelectorAll('script')];
}

const FAKE_D3 = { version: 'fake' };

interface LessonRun {
  args: Record<string, unknown> | undefined;
  container: object;
  reported: unknown[];
}

/** Runs the frame's lesson script with a stand-in d3 and window, and returns what it got. */
function runLessonScript(srcdoc: string): LessonRun {
  const lesson = scripts(srcdoc).at(-1)?.textContent;
  if (!lesson) throw new Error('the frame has no lesson script');
  const container = {};
  const reported: unknown[] = [];
  const win: { d3: object; received?: Record<string, unknown>; reportSandboxError: unknown } = {
    d3: FAKE_D3,
    reportSandboxError: (error: unknown) => reported.push(error),
  };
  const doc = { getElementById: (id: string) => (id === 'container' ? container : null) };
  new Function('window', 'document', lesson)(win, doc);
  return { args: win.received, container, reported };
}

/** '#242424' as getComputedStyle reads it: 'rgb(36, 36, 36)'. */
function rgb(hex: string): string {
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)?.slice(1);
  if (!channels) throw new Error(`not a #rrggbb colour: ${hex}`);
  return `rgb(${channels.map((channel) => parseInt(channel, 16)).join(', ')})`;
}

describe('buildD3Srcdoc', () => {
  it('loads d3 from the given absolute URL with a classic script', () => {
    const loaders = scripts(build()).filter((script) => script.src !== '');

    expect(loaders).toHaveLength(1);
    expect(loaders[0]?.getAttribute('src')).toBe(D3_URL);
    expect(loaders[0]?.type).toBe('');
  });

  it('sizes the container to the width and height', () => {
    const srcdoc = build();

    expect(srcdoc).toContain('<div id="container"></div>');
    expect(srcdoc).toContain('width: 480px; height: 240px;');
  });

  it('runs the code as a function body given d3, container, width, height and theme', () => {
    const srcdoc = build();

    expect(srcdoc).toContain('(function (d3, container, width, height, theme) {');
    expect(srcdoc).toContain(CODE);
    expect(srcdoc).toContain('})(window.d3, container, 480, 240, Object.freeze(');
  });

  it.each(['light', 'dark'] as const)('gives the code the %s theme as a frozen copy', (scheme) => {
    const received = runLessonScript(
      buildD3Srcdoc({
        d3Url: D3_URL,
        width: 480,
        height: 240,
        code: 'window.received = { d3, container, width, height, theme };',
        theme: D3_THEMES[scheme],
      }),
    );

    expect(received.reported).toEqual([]);
    expect(received.args).toMatchObject({ d3: FAKE_D3, width: 480, height: 240 });
    expect(received.args?.container).toBe(received.container);
    expect(received.args?.theme).toEqual(D3_THEMES[scheme]);
    expect(Object.isFrozen(received.args?.theme)).toBe(true);
  });

  it('reports code that tries to change the theme', () => {
    const { reported } = runLessonScript(build("'use strict'; theme.background = 'red';"));

    expect(reported).toEqual([expect.any(TypeError)]);
  });

  it.each(['light', 'dark'] as const)(
    "gives the frame's page the %s theme's background and text colours",
    (scheme) => {
      const theme = D3_THEMES[scheme];
      const srcdoc = buildD3Srcdoc({ d3Url: D3_URL, width: 480, height: 240, code: CODE, theme });
      const parsed = new DOMParser().parseFromString(srcdoc, 'text/html');
      // A parsed document has no window to compute styles in: apply the frame's style here.
      const style = document.createElement('style');
      style.textContent = parsed.querySelector('style')?.textContent ?? '';
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

  it('bridges window errors, unhandled rejections and thrown errors to the parent', () => {
    const srcdoc = build();

    expect(srcdoc).toContain("window.addEventListener('error'");
    expect(srcdoc).toContain("window.addEventListener('unhandledrejection'");
    expect(srcdoc).toContain(`parent.postMessage({ type: "${D3_FRAME_ERROR_TYPE}"`);
    expect(srcdoc).toContain('catch (error)');
    expect(srcdoc).toContain(`.slice(0, ${MAX_ERROR_MESSAGE_LENGTH})`);
  });

  it('reports a d3 that did not load instead of running the code', () => {
    expect(build()).toContain(JSON.stringify(D3_LOAD_FAILED_MESSAGE));
  });

  it('keeps a </script> in the code from closing the script element', () => {
    const code = "const tag = '</script><script>alert(1)</script>'; const end = '</SCRIPT >';";
    const parsed = scripts(build(code));

    // The bridge, d3, and the lesson script: nothing injected.
    expect(parsed).toHaveLength(3);
    expect(parsed[2]?.textContent).toContain(escapeScriptContent(code));
  });

  it('escapes the URL as an attribute value', () => {
    const srcdoc = buildD3Srcdoc({
      d3Url: 'http://x/d3.js?a=1&b="2"',
      width: 100,
      height: 100,
      code: CODE,
      theme: D3_THEMES.dark,
    });

    expect(srcdoc).toContain('src="http://x/d3.js?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('escapeScriptContent', () => {
  it('escapes script end tags in any case and HTML comment openers, and nothing else', () => {
    expect(escapeScriptContent('a </script> b </Script c <!-- d < e')).toBe(
      'a <\\/script> b <\\/Script c <\\!-- d < e',
    );
  });

  it('keeps the value of a string literal the same', () => {
    const escaped = escapeScriptContent("'</script><!--'");

    expect(new Function(`return ${escaped};`)()).toBe('</script><!--');
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
