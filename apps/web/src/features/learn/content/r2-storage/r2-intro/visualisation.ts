// A bucket's keys and what list({ prefix, delimiter }) returns for them.
import { createBucketStage } from '../visualisation-bucket-stage';
import { drawBucketKey } from '../visualisation-legend';
import {
  MONOSPACE as mono,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';
import { clip, KEYS as keys, list, plural, PREFIXES as prefixes } from './visualisation-listing';

interface ResultLine {
  text: string;
  head?: boolean;
  color?: string;
  gap?: boolean;
}

export const size: VisualisationSize = { width: 600, height: 360 };

export function draw(context: VisualisationContext): void {
  const { d3, width, theme } = context;
  let prefix = 'users/';
  let useDelimiter = true;

  const stage = createBucketStage(
    context,
    'The keys of a bucket, marked by what list returns for the chosen prefix and delimiter',
    '6px 12px',
  );
  const { svg, narrow, reduced, svgHeight } = stage;
  const duration = stage.duration(350);
  const label = stage.field();
  label.append('span').text('Prefix');
  const select = label
    .append('select')
    .style('background', theme.surface)
    .style('border', `1px solid ${theme.border}`)
    .style('border-radius', '6px')
    .style('min-height', '32px')
    .style('font-family', mono)
    .style('font-size', narrow ? '12px' : '13px')
    .style('max-width', `${width - 90}px`)
    .on('change', function (this: HTMLSelectElement) {
      prefix = this.value;
      update();
    });
  select
    .selectAll('option')
    .data(prefixes)
    .join('option')
    .attr('value', (p) => p)
    .property('selected', (p) => p === prefix)
    .text((p) => (p === '' ? '(no prefix)' : p));
  const toggle = stage.button("Delimiter '/'", () => {
    useDelimiter = !useDelimiter;
    update();
  });

  const keyFont = narrow ? 10.5 : 11.5;
  const rowStep = narrow ? 14 : 19;
  const top = narrow ? 14 : 40;
  const resultsX = narrow ? 8 : Math.max(290, Math.round(width * 0.5));
  const charWidth = 0.62;

  if (!narrow) {
    svg
      .append('text')
      .attr('class', 'call')
      .attr('x', 8)
      .attr('y', 16)
      .attr('font-family', mono)
      .attr('font-size', 12)
      .attr('fill', theme.text);
  }
  svg
    .append('text')
    .attr('x', 8)
    .attr('y', top - (narrow ? 2 : 8))
    .attr('font-size', 11)
    .attr('fill', theme.dimmed)
    .text(narrow ? '' : 'bucket keys (in key order)');

  const rows = svg
    .selectAll('g.key')
    .data(keys)
    .join('g')
    .attr('class', 'key')
    .attr('transform', (_, i) => `translate(8,${top + 8 + i * rowStep})`);
  // A round marker for an object or a key outside the prefix, a square for a rolled-up key.
  rows
    .append('rect')
    .attr('class', 'marker')
    .attr('x', 0.5)
    .attr('y', -8.5)
    .attr('width', 9)
    .attr('height', 9)
    .attr('rx', 4.5)
    .attr('stroke-width', 1.5);
  rows
    .append('text')
    .attr('x', 16)
    .attr('y', 0)
    .attr('font-family', mono)
    .attr('font-size', keyFont);

  const results = svg.append('g').attr('class', 'results');

  if (!narrow) {
    const legend = svg.append('g').attr('transform', `translate(8,${svgHeight - 10})`);
    const items: [string, string, string, number][] = [
      ['object', theme.accent, theme.accent, 4.5],
      ['rolled into a delimited prefix', theme.event, theme.event, 1],
      ['outside the prefix', theme.background, theme.border, 4.5],
    ];
    let x = 0;
    items.forEach(([text, fill, stroke, rx]) => {
      drawBucketKey(
        legend,
        theme,
        x,
        { text, fill, stroke },
        { dx: 0.5, y: -8.5, size: 9, rx, strokeWidth: 1.5 },
      );
      x += 24 + text.length * 5.6;
    });
  }

  function update() {
    const delimiter = useDelimiter ? '/' : '';
    const result = list(keys, prefix, delimiter);
    toggle.attr('aria-pressed', String(useDelimiter));
    const call = `list({ prefix: '${prefix}'${useDelimiter ? ", delimiter: '/'" : ''} })`;
    const roleOf = (key: string) => result.roles.get(key) ?? { role: 'outside' as const };
    svg.select('text.call').text(call);

    rows
      .select('rect.marker')
      .transition()
      .duration(duration)
      .attr('rx', (key) => (roleOf(key).role === 'rolled' ? 1 : 4.5))
      .attr('fill', (key) => {
        const role = roleOf(key).role;
        return role === 'object'
          ? theme.accent
          : role === 'rolled'
            ? theme.event
            : theme.background;
      })
      .attr('stroke', (key) => {
        const role = roleOf(key).role;
        return role === 'object' ? theme.accent : role === 'rolled' ? theme.event : theme.border;
      });
    rows.select('text').each(function (key) {
      const info = roleOf(key);
      const text = d3.select(this);
      text.selectAll('tspan').remove();
      if (info.role === 'rolled') {
        text.append('tspan').attr('fill', theme.event).attr('font-weight', 700).text(info.rolled);
        text.append('tspan').attr('fill', theme.dimmed).text(key.slice(info.rolled.length));
      } else {
        text
          .append('tspan')
          .attr('fill', info.role === 'object' ? theme.text : theme.dimmed)
          .attr('font-weight', info.role === 'object' ? 700 : 400)
          .text(key);
      }
    });
    rows
      .transition()
      .duration(duration)
      .attr('opacity', (key) => (roleOf(key).role === 'outside' ? 0.5 : 1));

    results.selectAll('*').remove();
    const lines: ResultLine[] = [];
    if (narrow) {
      const maxChars = Math.floor((width - 16) / (10.5 * charWidth));
      const joined = (items: string[]) => (items.length === 0 ? '[]' : items.join(', '));
      lines.push({
        text: `objects (${result.objects.length}):`,
        head: true,
        color: theme.accent,
      });
      lines.push({ text: clip(joined(result.objects), maxChars) });
      lines.push({
        text: `delimitedPrefixes (${result.delimitedPrefixes.length}):`,
        head: true,
        color: theme.event,
      });
      lines.push({ text: clip(joined(result.delimitedPrefixes), maxChars) });
    } else {
      const maxChars = Math.floor((width - resultsX - 8) / (11 * charWidth));
      lines.push({
        text: `objects (${result.objects.length})`,
        head: true,
        color: theme.accent,
      });
      if (result.objects.length === 0) lines.push({ text: '[]' });
      result.objects.forEach((key) => lines.push({ text: clip(key, maxChars) }));
      lines.push({
        text: `delimitedPrefixes (${result.delimitedPrefixes.length})`,
        head: true,
        color: theme.event,
        gap: true,
      });
      if (result.delimitedPrefixes.length === 0) lines.push({ text: '[]' });
      result.delimitedPrefixes.forEach((p) => lines.push({ text: clip(p, maxChars) }));
    }
    let y = narrow ? top + 8 + keys.length * rowStep + 12 : top;
    for (const line of lines) {
      y += line.gap ? 10 : 0;
      results
        .append('text')
        .attr('x', resultsX)
        .attr('y', y)
        .attr('font-family', line.head ? theme.fontFamily : mono)
        .attr('font-size', line.head ? 12 : narrow ? 10.5 : 11)
        .attr('font-weight', line.head ? 700 : 400)
        .attr('fill', line.color ?? theme.text)
        .attr('opacity', reduced ? 1 : 0)
        .text(line.text)
        .transition()
        .duration(duration)
        .attr('opacity', 1);
      y += line.head ? 16 : narrow ? 14 : 15;
    }

    const rolledCount = keys.filter((key) => roleOf(key).role === 'rolled').length;
    const rolled = plural(rolledCount, 'deeper key', 'deeper keys');
    const found = useDelimiter
      ? ` and ${plural(result.delimitedPrefixes.length, 'delimited prefix', 'delimited prefixes')} (for ${rolled}).`
      : '; with no delimiter every matching key is an object.';
    stage.say(`${call}: ${plural(result.objects.length, 'object', 'objects')}${found}`);
  }

  update();
}
