// The frame's runtime as the frame runs it, on the frame's own document
// (public/frames/visualisation.html) at the address lib/d3-frame.ts gives it, with a stand-in
// window: the error bridge, the scripts it loads, and the drawing with d3, the container and
// the settings.
import { describe, expect, it } from 'vitest';
import FRAME_HTML from '../../../../public/frames/visualisation.html?raw';
import { visualisationFrameUrl } from './d3-frame';
import {
  CONTAINER_ID,
  D3_FRAME_ERROR_TYPE,
  D3_LOAD_FAILED_MESSAGE,
  MAX_ERROR_MESSAGE_LENGTH,
  VISUALISATION_LOAD_FAILED_MESSAGE,
} from './d3-frame-protocol';
import {
  installErrorBridge,
  runFrame,
  startVisualisation,
  type FrameWindow,
} from './d3-frame-runtime';
import { readFrameSettings } from './d3-frame-settings';
import { D3_THEMES } from './d3-theme';
import type { D3Module, Visualisation, VisualisationContext } from './visualisation-stage';

const FAKE_D3 = { version: 'fake' } as unknown as D3Module;
const SCRIPTS = { d3Url: '/assets/d3.min-abc.js', visualisationUrl: '/assets/x-abc.js' };

interface FakeFrame {
  win: FrameWindow;
  posted: unknown[];
  fire(type: string, event: object): void;
}

/** A window on the frame's document at its address, whose listeners the test fires. */
function fakeFrame(
  scheme: 'light' | 'dark',
  draw?: Visualisation,
  d3 = FAKE_D3,
  scripts: { d3Url: string; visualisationUrl: string } = SCRIPTS,
): FakeFrame {
  const address = visualisationFrameUrl({ ...scripts, width: 480, height: 240, scheme });
  const document = new DOMParser().parseFromString(FRAME_HTML, 'text/html');
  const posted: unknown[] = [];
  const listeners = new Map<string, ((event: object) => void)[]>();
  const win = {
    parent: { postMessage: (message: unknown) => posted.push(message) },
    document,
    location: { search: new URL(address, 'http://127.0.0.1:4198').search },
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    d3,
    frameExports: draw ? { draw } : {},
  } as unknown as FrameWindow;
  const fire = (type: string, event: object) =>
    listeners.get(type)?.forEach((listener) => listener(event));
  return { win, posted, fire };
}

const settingsOf = (frame: FakeFrame) => readFrameSettings(frame.win.location.search);

const messages = (posted: unknown[]) =>
  posted.map((message) => (message as { message: string }).message);

describe('runFrame', () => {
  it.each(['light', 'dark'] as const)(
    'loads d3 and the visualisation in that order, then draws with d3, the container, the width, the height and the %s theme as a frozen copy',
    async (scheme) => {
      let received: VisualisationContext | undefined;
      const frame = fakeFrame(scheme, (context) => {
        received = context;
      });
      const scripts = () => [...frame.win.document.head.querySelectorAll('script')];

      const running = runFrame(frame.win);
      expect(scripts().map((script) => [script.getAttribute('src'), script.async])).toEqual([
        [SCRIPTS.d3Url, false],
        [SCRIPTS.visualisationUrl, false],
      ]);
      scripts()[0]?.dispatchEvent(new Event('load'));
      await Promise.resolve();
      expect(received).toBeUndefined();
      scripts()[1]?.dispatchEvent(new Event('load'));
      await running;

      expect(frame.posted).toEqual([]);
      expect(received).toMatchObject({ d3: FAKE_D3, width: 480, height: 240 });
      expect(received?.container).toBe(frame.win.document.getElementById(CONTAINER_ID));
      expect(received?.theme).toEqual(D3_THEMES[scheme]);
      expect(Object.isFrozen(received?.theme)).toBe(true);
      const root = frame.win.document.documentElement;
      expect(root.style.getPropertyValue('--background')).toBe(D3_THEMES[scheme].background);
    },
  );

  it('loads no script from another origin, and reports what did not load', async () => {
    const frame = fakeFrame('light', undefined, FAKE_D3, {
      d3Url: '//evil.example/d3.js',
      visualisationUrl: 'https://evil.example/x.js',
    });

    await runFrame(frame.win);

    expect(frame.win.document.head.querySelectorAll('script')).toHaveLength(0);
    expect(messages(frame.posted)).toEqual([VISUALISATION_LOAD_FAILED_MESSAGE]);
  });
});

describe('startVisualisation', () => {
  it('reports a drawing that tries to change the theme', () => {
    const frame = fakeFrame('light', ({ theme }) => {
      (theme as { background: string }).background = 'red';
    });

    startVisualisation(frame.win, settingsOf(frame), installErrorBridge(frame.win));

    expect(frame.posted).toEqual([
      { type: D3_FRAME_ERROR_TYPE, message: expect.stringMatching(/read.only|readonly/i) },
    ]);
  });

  it('reports a d3 that did not load instead of drawing', () => {
    let drawn = false;
    const frame = fakeFrame('light', () => (drawn = true), undefined);
    delete frame.win.d3;

    startVisualisation(frame.win, settingsOf(frame), installErrorBridge(frame.win));

    expect(drawn).toBe(false);
    expect(messages(frame.posted)).toEqual([D3_LOAD_FAILED_MESSAGE]);
  });

  it('reports a visualisation that did not load', () => {
    const frame = fakeFrame('light');

    startVisualisation(frame.win, settingsOf(frame), installErrorBridge(frame.win));

    expect(messages(frame.posted)).toEqual([VISUALISATION_LOAD_FAILED_MESSAGE]);
  });
});

describe('installErrorBridge', () => {
  it('bridges window errors, unhandled rejections and thrown errors to the parent', () => {
    const frame = fakeFrame('light', () => {
      throw new TypeError('x.attr is not a function');
    });
    const report = installErrorBridge(frame.win);

    frame.fire('error', { error: new Error('from a timer'), message: 'Uncaught Error' });
    frame.fire('error', { error: null, message: 'Script error.' });
    frame.fire('unhandledrejection', { reason: new Error('rejected') });
    frame.fire('unhandledrejection', { reason: 'a string' });
    startVisualisation(frame.win, settingsOf(frame), report);
    report(undefined);

    expect(
      frame.posted.every((message) => (message as { type: string }).type === D3_FRAME_ERROR_TYPE),
    ).toBe(true);
    expect(messages(frame.posted)).toEqual([
      'from a timer',
      'Script error.',
      'rejected',
      'a string',
      'x.attr is not a function',
      'Unknown error',
    ]);
  });

  it(`cuts a message to ${MAX_ERROR_MESSAGE_LENGTH} characters`, () => {
    const frame = fakeFrame('light');

    installErrorBridge(frame.win)(new Error('x'.repeat(MAX_ERROR_MESSAGE_LENGTH * 2)));

    expect(messages(frame.posted)[0]).toHaveLength(MAX_ERROR_MESSAGE_LENGTH);
  });
});
