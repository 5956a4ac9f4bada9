// The system map on the running system: a fault started through the API shows on the map itself,
// 'Show telemetry' takes the telemetry queue's plumbing away, and on a phone the map fits the
// screen with text that can be read.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';
import { clearFaults, startFault } from './support/system-api';

const baseUrl = inject('baseUrl');
const MAP_NAME = /^Map of the system/;

async function openMap(page: Page) {
  await page.goto(`${baseUrl}/services`);
  const map = page.getByRole('img', { name: MAP_NAME });
  await map.waitFor();
  return map;
}

describe('on a desktop', () => {
  const session = usePageSession({ width: 1280, height: 900 });
  const page = () => session.page;
  afterEach(clearFaults);

  it('marks a paused consumer on its line, in words too', async () => {
    await clearFaults();
    await startFault({ target: 'file-events', type: 'pause', durationSeconds: 60 });
    await openMap(page());

    // The faults list is polled every 5 seconds: the mark arrives with it.
    const marked = page().getByRole('img', { name: /Lab faults: file-events → users paused/ });
    await marked.waitFor({ timeout: 15_000 });
    expect(await marked.getByText('paused', { exact: true }).isVisible()).toBe(true);
    const line = marked.locator('[data-edge="file-events->users"]');
    expect(await line.getAttribute('data-paused')).toBe('');
    expect(await line.getAttribute('data-flowing')).toBeNull();
  }, 60_000);

  it('hides the telemetry queue and its lines when Show telemetry is off, and remembers it', async () => {
    const map = await openMap(page());
    const toggle = page().getByRole('switch', { name: 'Show telemetry' });
    expect(await toggle.isChecked()).toBe(true);
    expect(await map.locator('[data-node="telemetry"]').count()).toBe(1);

    // Mantine draws the track over the visually hidden input: press the input itself.
    await toggle.click({ force: true, timeout: 5_000 });
    expect(await toggle.isChecked()).toBe(false);
    await page()
      .getByRole('img', { name: 'Map of the system: 4 workers, 4 databases, 1 bucket, 1 queue' })
      .waitFor({ timeout: 5_000 });
    expect(await map.locator('[data-node="telemetry"]').count()).toBe(0);
    expect(await map.locator('[data-node="telemetry-dead-letter"]').count()).toBe(0);
    expect(await map.locator('[data-edge*="telemetry"]').count()).toBe(0);
    expect(await map.locator('[data-node="file-events"]').isVisible()).toBe(true);

    await page().reload();
    await page().getByRole('img', { name: MAP_NAME }).waitFor();
    expect(await page().getByRole('switch', { name: 'Show telemetry' }).isChecked()).toBe(false);
    expect(await page().locator('[data-node="telemetry"]').count()).toBe(0);
  });
});

describe('on a 390 px phone', () => {
  const WIDTH = 390;
  const session = usePageSession({ width: WIDTH, height: 844 });

  it('fits the map to the screen, from its left edge, with text of 11 px or more', async () => {
    const map = await openMap(session.page);
    const box = await map.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(WIDTH);
    const scroll = await map.evaluate((svg) => {
      const scroller = svg.parentElement;
      return {
        page: document.documentElement.scrollWidth,
        map: (scroller?.scrollWidth ?? 0) - (scroller?.clientWidth ?? 0),
      };
    });
    expect(scroll.page).toBeLessThanOrEqual(WIDTH);
    expect(scroll.map).toBe(0);

    // A part's figures, as drawn on the screen: a font size scaled by the map's fit.
    const fontPx = await map
      .locator('[data-node="file-events"] tspan')
      .nth(1)
      .evaluate((span) => {
        const svg = span.closest('svg');
        const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 0;
        return Number.parseFloat(getComputedStyle(span).fontSize) * scale;
      });
    expect(fontPx).toBeGreaterThanOrEqual(11);
  });

  it('moves its lines and marks changed figures, and holds both still for reduced motion', async () => {
    const map = await openMap(session.page);
    /** The animation each line with traffic and each changed figure runs, by what it is. */
    const running = () =>
      map.evaluate((svg) =>
        Array.from(svg.querySelectorAll('[data-flowing], [data-changed]'), (element) => ({
          flowing: element.hasAttribute('data-flowing'),
          animation: getComputedStyle(element).animationName,
        })),
      );
    // The map's own polling is traffic: its figures change within a refresh or two.
    await expect
      .poll(async () => (await running()).some(({ flowing }) => !flowing), { timeout: 20_000 })
      .toBe(true);
    const moving = await running();
    expect(moving.some(({ flowing }) => flowing)).toBe(true);
    expect(moving.filter(({ animation }) => animation === 'none')).toEqual([]);

    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await running()).filter(({ animation }) => animation !== 'none')).toEqual([]);
  }, 40_000);

  it('runs no line behind a part it does not join', async () => {
    const map = await openMap(session.page);
    // Every drawn piece of every line against the drawn shape of every other part.
    const hits = await map.evaluate((svg) => {
      const crosses = (a: DOMPoint, b: DOMPoint, box: DOMRect) => {
        const [dx, dy] = [b.x - a.x, b.y - a.y];
        let [enter, leave] = [0, 1];
        for (const [p, q] of [
          [-dx, a.x - box.x],
          [dx, box.x + box.width - a.x],
          [-dy, a.y - box.y],
          [dy, box.y + box.height - a.y],
        ] as const) {
          if (p === 0) {
            if (q < 0) return false;
            continue;
          }
          if (p < 0) enter = Math.max(enter, q / p);
          else leave = Math.min(leave, q / p);
          if (enter > leave) return false;
        }
        return true;
      };
      const parts = Array.from(svg.querySelectorAll<SVGGElement>('[data-node]'), (part) => ({
        id: part.dataset.node ?? '',
        box: (part.firstElementChild as SVGGraphicsElement).getBBox(),
      }));
      return Array.from(svg.querySelectorAll<SVGPolylineElement>('[data-edge]')).flatMap((line) => {
        const ends = (line.dataset.edge ?? '').split('->');
        const points = Array.from(line.points);
        return parts
          .filter(({ id }) => !ends.includes(id))
          .filter(({ box }) =>
            points.slice(1).some((point, i) => crosses(points[i] ?? point, point, box)),
          )
          .map(({ id }) => `${line.dataset.edge} behind ${id}`);
      });
    });
    expect(hits).toEqual([]);
  });
});
