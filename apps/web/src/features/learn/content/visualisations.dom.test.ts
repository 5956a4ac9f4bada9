// Every visualisation draws a labelled, interactive svg at its width and at a phone's, in both
// colour schemes; and what a learner reads in them after pressing their buttons: the promise
// chain's rethrowing .catch and .finally, the queue's Pause/Resume button, and the Workers CPU
// timeline that never claims a response time for a request the runtime stopped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTIONS } from './content.test-utils';
import { draw as drawIn, preferReducedMotion, VISUALISATIONS } from './visualisation.test-utils';

/** The narrowest a visualisation gets: a 390 px phone's column. */
const PHONE_WIDTH = 300;

/** Draws a section's visualisation with reduced motion, so every step shows at once. */
function draw(name: string, width?: number) {
  preferReducedMotion();
  return drawIn(name, width);
}

function button(container: HTMLElement, text: string) {
  const found = Array.from(container.querySelectorAll('button')).find(
    (candidate) => candidate.textContent === text,
  );
  if (found === undefined) throw new Error(`No button ${text}`);
  return found;
}

/** The note under each step of the promise chain: what the step did on the last run. */
const notesOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('g.step text:last-child'), (note) => note.textContent);

const status = (container: HTMLElement) => container.querySelector('[aria-live]')?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('visualisations', () => {
  it('are one module for each section with a visualisation, at the size the section gives', () => {
    const sections = SECTIONS.flatMap(({ name, section }) =>
      section.d3Sandbox
        ? [{ name, width: section.d3Sandbox.width, height: section.d3Sandbox.height }]
        : [],
    );
    const modules = VISUALISATIONS.map(({ name, width, height }) => ({ name, width, height }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(modules.sort(byName)).toEqual(sections.sort(byName));
  });

  it.each(VISUALISATIONS.map((entry) => [entry.name, entry] as const))(
    '%s draws a labelled, interactive svg at its width and at a phone’s, in both schemes',
    (name, entry) => {
      expect(entry.width).toBeGreaterThanOrEqual(560);
      expect(entry.width).toBeLessThanOrEqual(640);
      expect(entry.height).toBeGreaterThanOrEqual(240);
      expect(entry.height).toBeLessThanOrEqual(360);
      // Colours come from the theme, so both schemes are right.
      expect(entry.source).not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i);
      for (const [width, scheme] of [
        [entry.width, 'light'],
        [PHONE_WIDTH, 'dark'],
      ] as const) {
        const container = drawIn(name, width, scheme);
        const svg = container.querySelector('svg');
        expect(svg?.getAttribute('role')).toBe('img');
        expect(svg?.getAttribute('aria-label')).toBeTruthy();
        expect(Number(svg?.getAttribute('width'))).toBeLessThanOrEqual(width);
        expect(Number(svg?.getAttribute('height'))).toBeLessThanOrEqual(entry.height);
        expect(svg?.querySelectorAll('text').length).toBeGreaterThan(2);
        expect(container.querySelectorAll('button, input, select').length).toBeGreaterThan(0);
      }
    },
  );
});

describe('the promise chain', () => {
  const NAME = 'error-handling/promise-errors';

  it('has a .catch that rethrows and a .finally row', async () => {
    const container = draw(NAME);
    const rows = Array.from(container.querySelectorAll('g.step'), (row) => row.textContent);
    expect(rows).toEqual([
      '1 .then(parse)',
      '2 .catch(logAndRethrow)',
      '3 .then(store)',
      '4 .catch(recover)',
      '5 .then(respond)',
      '6 .finally(cleanup)',
    ]);
  });

  it.each([300, 600])(
    'at %i px, shows the rethrow keeping the chain rejected until the next .catch',
    async (width) => {
      const container = draw(NAME, width);
      const select = container.querySelector('select');
      if (select === null) throw new Error('No select');
      select.value = '1';
      button(container, 'Run').click();

      expect(notesOf(container)).toEqual([
        'threw an Error',
        'ran: logged, rethrew',
        'skipped',
        'ran: returned a fallback',
        'ran',
        'ran either way',
      ]);
      expect(status(container)).toMatch(
        /^Step 1 threw.*step 2.*rethrew.*\.finally ran.*Fulfilled\.$/i,
      );
    },
  );

  it('runs .finally on a rejection too, and ends unhandled when the last step throws', async () => {
    const container = draw(NAME);
    const select = container.querySelector('select');
    if (select === null) throw new Error('No select');
    select.value = '5';
    button(container, 'Run').click();

    expect(notesOf(container).slice(-2)).toEqual(['threw an Error', 'ran either way']);
    expect(status(container)).toMatch(/^Step 5 threw after the last \.catch: \.finally ran/);
    expect(container.querySelector('svg')?.textContent).toContain('unhandled rejection');
  });
});

describe('the queue visualisation', () => {
  it("says 'Resume consumer' while paused and 'Pause consumer' again once resumed", async () => {
    vi.useFakeTimers();
    const container = draw('cloudflare-workers/worker-apis');
    const pause = button(container, 'Pause consumer');

    pause.click();
    expect(pause.textContent).toBe('Resume consumer');
    expect(status(container)).toMatch(/Consumer paused/);

    pause.click();
    expect(pause.textContent).toBe('Pause consumer');
    vi.useRealTimers();
  });
});

describe('the Workers CPU timeline', () => {
  const NAME = 'cloudflare-workers/what-are-workers';

  it('gives the response time while the CPU stays within the Free limit', async () => {
    const container = draw(NAME);
    expect(status(container)).toMatch(/^Response at \d+ ms, invocation ends at \d+ ms\./);
    expect(container.querySelector('svg')?.textContent).toContain('response sent');
  });

  it('claims no response time for a request stopped before it responds', async () => {
    const container = draw(NAME);
    button(container, 'CPU-heavy loop').click();

    expect(status(container)).toMatch(
      /^CPU \d+ ms is over the Free plan's 10 ms: the runtime stops this request at \d+ ms with an error; no response is sent\.$/,
    );
    expect(status(container)).not.toMatch(/Response at/);
    const svgText = container.querySelector('svg')?.textContent ?? '';
    expect(svgText).toContain('stopped: no response');
    expect(svgText).not.toContain('response sent');
  });
});
