// Listing a bucket page by page: limit, cursor and truncated.
import { createBucketStage } from '../visualisation-bucket-stage';
import { drawBucketKey } from '../visualisation-legend';
import {
  MONOSPACE as mono,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';
import {
  callColumns,
  describeCall,
  makeCursor,
  TOTAL as total,
  type ListCall,
} from './visualisation-calls';

export const size: VisualisationSize = { width: 600, height: 360 };

export function draw(context: VisualisationContext): void {
  const { d3, width, theme } = context;
  const objects = d3
    .range(total)
    .map((i) => ({ index: i, key: `f${String(i + 1).padStart(2, '0')}` }));
  let limit = 5;
  let shortPages = false;
  let next = 0; // index of the first object not yet read
  let done = false;
  let calls: ListCall[] = [];
  let cursor: string | null = null;

  const stage = createBucketStage(
    context,
    `A bucket of ${total} objects read page by page with list calls; each call shows its limit, how many objects it returned, truncated and the cursor`,
    '6px 10px',
  );
  const { svg, narrow, reduced, svgHeight, say } = stage;
  const duration = stage.duration(400);
  const sliderLabel = stage.field();
  const limitText = sliderLabel
    .append('span')
    .style('font-family', mono)
    .style('min-width', '64px');
  sliderLabel
    .append('input')
    .attr('type', 'range')
    .attr('min', 1)
    .attr('max', 10)
    .attr('step', 1)
    .property('value', limit)
    .attr('aria-label', 'limit: objects per list call')
    .style('width', narrow ? '110px' : '120px')
    .on('input', function (this: HTMLInputElement) {
      limit = Number(this.value);
      render();
    });
  const nextButton = stage.button('Next page', () => fetchPage());
  const shortButton = stage
    .button('Short pages', () => {
      shortPages = !shortPages;
      render();
    })
    .attr('aria-pressed', 'false');
  stage.button('Reset', () => {
    next = 0;
    done = false;
    calls = [];
    cursor = null;
    say('Reset: no list call made yet.');
    render();
  });

  const pad = 8;
  const gridColumns = narrow ? 10 : Math.min(total, Math.floor((width - 2 * pad) / 44));
  const cell = Math.floor((width - 2 * pad) / gridColumns);
  const size = Math.min(cell - 4, narrow ? 24 : 36);
  const gridTop = 22;
  const gridRows = Math.ceil(total / gridColumns);
  if (!narrow) {
    svg
      .append('text')
      .attr('x', pad)
      .attr('y', 14)
      .attr('font-size', 12)
      .attr('fill', theme.dimmed)
      .text(`bucket: ${total} objects in key order`);
  }
  // A legend: the page just read, pages read before, objects not read yet.
  const legend = svg
    .append('g')
    .attr('transform', `translate(${narrow ? pad : width - pad - 270},14)`);
  (
    [
      ['this page', theme.accent, theme.accent],
      ['read before', theme.success, theme.success],
      ['not read yet', theme.surface, theme.border],
    ] as const
  ).forEach(([text, fill, stroke], i) => {
    const x = i * (narrow ? 96 : 92);
    drawBucketKey(legend, theme, x, { text, fill, stroke }, { dx: 0, y: -9, size: 10, rx: 2 });
  });
  const cells = svg
    .selectAll('g.object')
    .data(objects)
    .join('g')
    .attr('class', 'object')
    .attr('transform', (o) => {
      const x = pad + (o.index % gridColumns) * cell;
      return `translate(${x},${gridTop + Math.floor(o.index / gridColumns) * cell})`;
    });
  cells
    .append('rect')
    .attr('width', size)
    .attr('height', size)
    .attr('rx', 4)
    .attr('stroke-width', 1);
  cells
    .append('text')
    .attr('x', size / 2)
    .attr('y', size / 2 + 4)
    .attr('text-anchor', 'middle')
    .attr('font-size', narrow ? 9 : 11)
    .attr('font-family', mono)
    .text((o) => o.key);

  const summaryY = gridTop + gridRows * cell + 16;
  const summary = svg
    .append('text')
    .attr('x', pad)
    .attr('y', summaryY)
    .attr('font-size', 12)
    .attr('font-weight', 700)
    .attr('fill', theme.text);
  const headY = summaryY + (narrow ? 20 : 24);
  const logTop = headY + (narrow ? 15 : 17);
  const logStep = narrow ? 15 : 17;
  const maxLog = Math.max(1, Math.floor((svgHeight - logTop + 6) / logStep));
  const columns = callColumns(narrow);
  const columnX = (fraction: number) => pad + Math.round(fraction * (width - 2 * pad));
  svg
    .append('g')
    .selectAll('text')
    .data(columns)
    .join('text')
    .attr('x', (col) => columnX(col[1]))
    .attr('y', headY)
    .attr('font-size', narrow ? 10 : 11)
    .attr('fill', theme.dimmed)
    .text((col) => col[0]);
  svg
    .append('line')
    .attr('x1', pad)
    .attr('x2', width - pad)
    .attr('y1', headY + 4)
    .attr('y2', headY + 4)
    .attr('stroke', theme.grid);
  const log = svg.append('g');

  function fetchPage() {
    if (done) {
      say(
        'The last page had truncated: false and no cursor, so the listing is complete. Press Reset to list again.',
      );
      return;
    }
    let count = Math.min(limit, total - next);
    // R2 may return fewer objects than limit (for instance to fit metadata) and still be truncated.
    if (shortPages && count > 1) count = Math.max(1, Math.ceil(count / 2) - (calls.length % 2));
    const from = next;
    next += count;
    const truncated = next < total;
    const sentCursor = cursor;
    cursor = truncated ? makeCursor(next) : null;
    done = !truncated;
    const call: ListCall = {
      n: calls.length + 1,
      limit,
      sentCursor,
      from,
      count,
      truncated,
      cursor,
    };
    calls.push(call);
    const first = objects[from]?.key ?? '';
    const keys = count === 1 ? first : `${first}..${objects[next - 1]?.key ?? ''}`;
    say(describeCall(call, calls.length, keys));
    render();
  }

  function render() {
    limitText.text(`limit ${limit}`);
    shortButton.attr('aria-pressed', String(shortPages));
    nextButton.property('disabled', done);
    const last = calls[calls.length - 1];
    cells
      .select('rect')
      .transition()
      .duration(duration)
      .attr('fill', (o) =>
        last && o.index >= last.from && o.index < last.from + last.count
          ? theme.accent
          : o.index < next
            ? theme.success
            : theme.surface,
      )
      .attr('stroke', (o) => (o.index < next ? 'none' : theme.border));
    cells
      .select('text')
      .transition()
      .duration(duration)
      .attr('fill', (o) => (o.index < next ? theme.onFill : theme.dimmed));
    summary.text(
      `read so far: ${next} of ${total}${done ? ' (complete)' : ''} · calls: ${calls.length}`,
    );

    const shown = calls.slice(-maxLog);
    const rowsShown = log
      .selectAll<SVGGElement, ListCall>('g.call')
      .data(shown, (c) => c.n)
      .join((enter) => {
        const row = enter
          .append('g')
          .attr('class', 'call')
          .attr('opacity', reduced ? 1 : 0);
        row.transition().duration(duration).attr('opacity', 1);
        columns.forEach((col) => {
          row
            .append('text')
            .attr('x', columnX(col[1]))
            .attr('font-family', mono)
            .attr('font-size', narrow ? 10 : 11)
            .text(col[2]);
        });
        return row;
      });
    rowsShown
      .attr('transform', (_, i) => `translate(0,${logTop + i * logStep})`)
      .each(function (c) {
        d3.select(this)
          .selectAll('text')
          .attr('fill', c.truncated ? theme.text : theme.success);
      });
  }

  say(
    'Set the limit and press Next page: each call returns one page and, while truncated is true, a cursor for the next call.',
  );
  render();
}
