import { describe, expect, it } from 'vitest';
import {
  buildD3Srcdoc,
  D3_FRAME_ERROR_TYPE,
  D3_LOAD_FAILED_MESSAGE,
  d3FrameMessageSchema,
  escapeScriptContent,
  MAX_ERROR_MESSAGE_LENGTH,
} from './d3-frame';

const D3_URL = 'http://127.0.0.1:4198/assets/d3.min-abc123.js';
const CODE = "d3.select(container).append('svg').attr('width', width);";

function build(code = CODE) {
  return buildD3Srcdoc({ d3Url: D3_URL, width: 480, height: 240, code });
}

function scripts(srcdoc: string): HTMLScriptElement[] {
  const document = new DOMParser().parseFromString(srcdoc, 'text/html');
  return [...document.querySelectorAll('script')];
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

  it('runs the code as a function body given d3, container, width and height', () => {
    const srcdoc = build();

    expect(srcdoc).toContain('(function (d3, container, width, height) {');
    expect(srcdoc).toContain(CODE);
    expect(srcdoc).toContain('})(window.d3, container, 480, 240);');
  });

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
