import type { D3Sandbox } from '../../../lib/module-schema';

export default {
  width: 600,
  height: 360,
  code: `// A bucket's keys and what list({ prefix, delimiter }) returns for them.
const reduced = typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const duration = reduced ? 0 : 350;
const narrow = width < 480;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const keys = [
  'avatars/demo-user.png',
  'exports/2026-01.csv',
  'exports/2026-02.csv',
  'readme.txt',
  'users/demo-user/notes.txt',
  'users/demo-user/photos/2026/beach.jpg',
  'users/demo-user/photos/cat.png',
  'users/kiri/photos/fern.png',
  'users/kiri/report.pdf',
];
const prefixes = ['', 'users/', 'users/demo-user/', 'users/demo-user/photos/', 'users/d', 'exports/'];
let prefix = 'users/';
let useDelimiter = true;

function list(allKeys, prefix, delimiter) {
  const objects = [];
  const delimitedPrefixes = [];
  const roles = new Map();
  for (const key of [...allKeys].sort()) {
    if (!key.startsWith(prefix)) { roles.set(key, { role: 'outside' }); continue; }
    const at = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    if (at === -1) { objects.push(key); roles.set(key, { role: 'object' }); continue; }
    const rolled = key.slice(0, at + delimiter.length);
    if (!delimitedPrefixes.includes(rolled)) delimitedPrefixes.push(rolled);
    roles.set(key, { role: 'rolled', rolled });
  }
  return { objects, delimitedPrefixes, roles };
}

const controlsHeight = narrow ? 84 : 44;
const statusHeight = narrow ? 54 : 38;
const svgHeight = height - controlsHeight - statusHeight;

const controls = d3.select(container).append('div')
  .style('display', 'flex').style('flex-wrap', 'wrap').style('align-items', 'center')
  .style('gap', '6px 12px').style('padding', '6px 8px').style('box-sizing', 'border-box')
  .style('height', controlsHeight + 'px').style('overflow', 'hidden');
const label = controls.append('label')
  .style('display', 'flex').style('align-items', 'center').style('gap', '6px');
label.append('span').text('Prefix');
const select = label.append('select')
  .style('background', theme.surface).style('border', '1px solid ' + theme.border)
  .style('border-radius', '6px').style('min-height', '32px').style('font-family', mono)
  .style('font-size', narrow ? '12px' : '13px')
  .style('max-width', (width - 90) + 'px')
  .on('change', (event) => { prefix = event.target.value; update(); });
select.selectAll('option').data(prefixes).join('option')
  .attr('value', (p) => p).property('selected', (p) => p === prefix)
  .text((p) => (p === '' ? '(no prefix)' : p));
const toggle = controls.append('button').attr('type', 'button')
  .text("Delimiter '/'")
  .on('click', () => { useDelimiter = !useDelimiter; update(); });

const status = d3.select(container).append('p').attr('aria-live', 'polite')
  .style('margin', '0').style('padding', '0 8px').style('box-sizing', 'border-box')
  .style('height', statusHeight + 'px').style('overflow', 'hidden')
  .style('font-size', '12px').style('line-height', '17px').style('color', theme.text);

const svg = d3.select(container).append('svg')
  .attr('width', width).attr('height', svgHeight)
  .attr('role', 'img')
  .attr('aria-label', 'The keys of a bucket, marked by what list returns for the chosen prefix and delimiter')
  .style('display', 'block').style('font-family', theme.fontFamily);

const keyFont = narrow ? 10.5 : 11.5;
const rowStep = narrow ? 14 : 19;
const top = narrow ? 14 : 40;
const resultsX = narrow ? 8 : Math.max(290, Math.round(width * 0.5));
const charWidth = 0.62;

if (!narrow) {
  svg.append('text').attr('class', 'call').attr('x', 8).attr('y', 16)
    .attr('font-family', mono).attr('font-size', 12).attr('fill', theme.text);
}
svg.append('text').attr('x', 8).attr('y', top - (narrow ? 2 : 8)).attr('font-size', 11)
  .attr('fill', theme.dimmed).text(narrow ? '' : 'bucket keys (in key order)');

const rows = svg.selectAll('g.key').data(keys).join('g').attr('class', 'key')
  .attr('transform', (key, i) => 'translate(8,' + (top + 8 + i * rowStep) + ')');
// A round marker for an object or a key outside the prefix, a square for a rolled-up key.
rows.append('rect').attr('class', 'marker').attr('x', 0.5).attr('y', -8.5).attr('width', 9).attr('height', 9)
  .attr('rx', 4.5).attr('stroke-width', 1.5);
rows.append('text').attr('x', 16).attr('y', 0).attr('font-family', mono).attr('font-size', keyFont);

const results = svg.append('g').attr('class', 'results');

if (!narrow) {
  const legend = svg.append('g').attr('transform', 'translate(8,' + (svgHeight - 10) + ')');
  const items = [
    ['object', theme.accent, theme.accent, 4.5],
    ['rolled into a delimited prefix', theme.event, theme.event, 1],
    ['outside the prefix', theme.background, theme.border, 4.5],
  ];
  let x = 0;
  items.forEach(([text, fill, stroke, rx]) => {
    legend.append('rect').attr('x', x + 0.5).attr('y', -8.5).attr('width', 9).attr('height', 9)
      .attr('rx', rx).attr('fill', fill).attr('stroke', stroke).attr('stroke-width', 1.5);
    legend.append('text').attr('x', x + 14).attr('y', 0).attr('font-size', 11)
      .attr('fill', theme.dimmed).text(text);
    x += 24 + text.length * 5.6;
  });
}

function clip(text, maxChars) {
  return text.length <= maxChars ? text : text.slice(0, Math.max(1, maxChars - 1)) + '…';
}

function update() {
  const delimiter = useDelimiter ? '/' : '';
  const result = list(keys, prefix, delimiter);
  toggle.attr('aria-pressed', String(useDelimiter));
  const call = "list({ prefix: '" + prefix + "'" + (useDelimiter ? ", delimiter: '/'" : '') + ' })';
  svg.select('text.call').text(call);

  rows.select('rect.marker').transition().duration(duration)
    .attr('rx', (key) => (result.roles.get(key).role === 'rolled' ? 1 : 4.5))
    .attr('fill', (key) => {
      const role = result.roles.get(key).role;
      return role === 'object' ? theme.accent : role === 'rolled' ? theme.event : theme.background;
    })
    .attr('stroke', (key) => {
      const role = result.roles.get(key).role;
      return role === 'object' ? theme.accent : role === 'rolled' ? theme.event : theme.border;
    });
  rows.select('text').each(function (key) {
    const info = result.roles.get(key);
    const text = d3.select(this);
    text.selectAll('tspan').remove();
    if (info.role === 'rolled') {
      text.append('tspan').attr('fill', theme.event).attr('font-weight', 700).text(info.rolled);
      text.append('tspan').attr('fill', theme.dimmed).text(key.slice(info.rolled.length));
    } else {
      text.append('tspan')
        .attr('fill', info.role === 'object' ? theme.text : theme.dimmed)
        .attr('font-weight', info.role === 'object' ? 700 : 400)
        .text(key);
    }
  });
  rows.transition().duration(duration)
    .attr('opacity', (key) => (result.roles.get(key).role === 'outside' ? 0.5 : 1));

  results.selectAll('*').remove();
  const lines = [];
  if (narrow) {
    const maxChars = Math.floor((width - 16) / (10.5 * charWidth));
    const joined = (items) => (items.length === 0 ? '[]' : items.join(', '));
    lines.push({ text: 'objects (' + result.objects.length + '):', head: true, color: theme.accent });
    lines.push({ text: clip(joined(result.objects), maxChars) });
    lines.push({ text: 'delimitedPrefixes (' + result.delimitedPrefixes.length + '):', head: true, color: theme.event });
    lines.push({ text: clip(joined(result.delimitedPrefixes), maxChars) });
  } else {
    const maxChars = Math.floor((width - resultsX - 8) / (11 * charWidth));
    lines.push({ text: 'objects (' + result.objects.length + ')', head: true, color: theme.accent });
    if (result.objects.length === 0) lines.push({ text: '[]' });
    result.objects.forEach((key) => lines.push({ text: clip(key, maxChars) }));
    lines.push({ text: 'delimitedPrefixes (' + result.delimitedPrefixes.length + ')', head: true, color: theme.event, gap: true });
    if (result.delimitedPrefixes.length === 0) lines.push({ text: '[]' });
    result.delimitedPrefixes.forEach((p) => lines.push({ text: clip(p, maxChars) }));
  }
  let y = narrow ? top + 8 + keys.length * rowStep + 12 : top;
  for (const line of lines) {
    y += line.gap ? 10 : 0;
    results.append('text').attr('x', resultsX).attr('y', y)
      .attr('font-family', line.head ? theme.fontFamily : mono)
      .attr('font-size', line.head ? 12 : narrow ? 10.5 : 11)
      .attr('font-weight', line.head ? 700 : 400)
      .attr('fill', line.color || theme.text)
      .attr('opacity', reduced ? 1 : 0)
      .text(line.text)
      .transition().duration(duration).attr('opacity', 1);
    y += line.head ? 16 : narrow ? 14 : 15;
  }

  const rolledCount = keys.filter((key) => result.roles.get(key).role === 'rolled').length;
  const plural = (n, one, many) => n + ' ' + (n === 1 ? one : many);
  status.text(call + ': ' + plural(result.objects.length, 'object', 'objects') +
    (useDelimiter
      ? ' and ' + plural(result.delimitedPrefixes.length, 'delimited prefix', 'delimited prefixes') +
        ' (for ' + plural(rolledCount, 'deeper key', 'deeper keys') + ').'
      : '; with no delimiter every matching key is an object.'));
}

update();`,
} satisfies D3Sandbox;
