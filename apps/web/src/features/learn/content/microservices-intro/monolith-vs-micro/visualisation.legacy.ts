import type { D3Sandbox } from '../../../lib/module-schema';

export default {
  width: 600,
  height: 340,
  code: `// The Storage page's two requests (its file list and 'Storage used'), in a monolith and in
// this dashboard's four Workers. 'Fail users' takes the users code down.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const HOP_MS = 10;
const STEP_MS = 280;
const controlsH = narrow ? 84 : 44;
const statusH = narrow ? 56 : 44;
const state = { mode: 'micro', usersDown: false, run: 0 };

const root = d3.select(container).style('position', 'relative');
const controls = root.append('div')
  .style('position', 'absolute').style('top', '0').style('left', '0').style('z-index', '1')
  .style('width', width + 'px').style('box-sizing', 'border-box').style('padding', '6px 8px')
  .style('display', 'flex').style('flex-direction', 'column').style('gap', '6px');
const rows = (narrow ? [0, 1] : [0]).map(() =>
  controls.append('div').style('display', 'flex').style('gap', '6px'));
const button = (row, label, onClick) =>
  row.append('button').attr('type', 'button').text(label).on('click', onClick);
const monoButton = button(rows[0], 'Monolith', () => setMode('mono'));
const microButton = button(rows[0], 'Microservices', () => setMode('micro'));
const failButton = button(rows[rows.length - 1], 'Fail users', toggleUsers);
button(rows[rows.length - 1], 'Send request', send);

const svg = root.append('svg').attr('width', width).attr('height', height)
  .attr('role', 'img')
  .attr('aria-label', 'The Storage page loading its file list and its usage, in a monolith or through the gateway, storage and users Workers, with the features that still work when users fails')
  .style('display', 'block').style('font-family', theme.fontFamily);
svg.append('rect').attr('width', width).attr('height', height).attr('fill', theme.background);
const scene = svg.append('g');
const dots = svg.append('g');
const status = root.append('p').attr('aria-live', 'polite')
  .style('position', 'absolute').style('left', '0').style('bottom', '0').style('margin', '0')
  .style('width', width + 'px').style('box-sizing', 'border-box').style('padding', '4px 8px')
  .style('font-size', narrow ? '12px' : '13px').style('line-height', '1.3')
  .style('color', theme.text).style('background', theme.background);

// Geometry, all from width and height.
const top = controlsH + 6;
const diagW = narrow ? width - 16 : Math.round(width * 0.58);
const diagBottom = narrow ? top + 104 : height - statusH - 8;
const rowY = [0, 1, 2].map((i) => top + ((diagBottom - top) * (i + 0.5)) / 3);
const midY = rowY[1];
const col = (f) => 8 + diagW * f;
const X = { browser: col(0.09), gateway: col(0.32), service: col(0.6), db: col(0.9) };
const boxH = narrow ? 22 : 28;
const wSmall = Math.min(64, diagW * 0.17);
const wService = Math.min(100, diagW * 0.26);
const wDb = Math.min(44, diagW * 0.14);
const fontSize = narrow ? 10 : 11;
const appX0 = col(0.2), appX1 = col(0.76), appX = (appX0 + appX1) / 2;
const SERVICES = ['storage', 'users', 'visualization'];
const FEATURES = [
  { name: 'List files', needs: 'storage' },
  { name: 'Upload a file', needs: 'storage' },
  { name: 'Storage used', needs: 'users' },
  { name: 'Register search', needs: 'visualization' },
  { name: 'Metrics', needs: 'visualization' },
];
const hops = () => (state.mode === 'micro' ? 3 : 2);
const works = (feature) =>
  !state.usersDown || (state.mode === 'micro' && feature.needs !== 'users');

function line(x1, y1, x2, y2) {
  scene.append('line').attr('x1', x1).attr('y1', y1).attr('x2', x2).attr('y2', y2)
    .attr('stroke', theme.border).attr('stroke-width', 1.5);
}
function box(x, y, w, h, label, down) {
  scene.append('rect').attr('x', x - w / 2).attr('y', y - h / 2).attr('width', w)
    .attr('height', h).attr('rx', 5).attr('fill', theme.surface)
    .attr('stroke', down ? theme.danger : theme.border).attr('stroke-width', down ? 2 : 1)
    .attr('stroke-dasharray', down ? '4 3' : null);
  scene.append('text').attr('x', x).attr('y', y).attr('dy', '0.35em')
    .attr('text-anchor', 'middle').attr('font-size', fontSize)
    .style('fill', down ? theme.danger : theme.text).text(down ? label + ' ✗' : label);
}
function label(x, y, text, options) {
  const o = options || {};
  scene.append('text').attr('x', x).attr('y', y).attr('font-size', o.size || fontSize)
    .attr('font-weight', o.bold ? 600 : null).attr('text-anchor', o.anchor || 'start')
    .style('fill', o.fill || theme.text).text(text);
}

function render() {
  state.run += 1;
  dots.selectAll('*').remove();
  scene.selectAll('*').remove();
  monoButton.attr('aria-pressed', String(state.mode === 'mono'));
  microButton.attr('aria-pressed', String(state.mode === 'micro'));
  failButton.attr('aria-pressed', String(state.usersDown));
  if (state.mode === 'micro') {
    line(X.browser, midY, X.gateway, midY);
    rowY.forEach((y) => { line(X.gateway, midY, X.service, y); line(X.service, y, X.db, y); });
    box(X.browser, midY, wSmall, boxH, 'browser', false);
    box(X.gateway, midY, wSmall, boxH, 'gateway', false);
    SERVICES.forEach((name, i) => {
      box(X.service, rowY[i], wService, boxH, name, name === 'users' && state.usersDown);
      box(X.db, rowY[i], wDb, boxH, 'D1', false);
    });
  } else {
    line(X.browser, midY, appX0, midY);
    rowY.forEach((y) => line(appX1, y, X.db - wDb / 2, y));
    box(X.browser, midY, wSmall, boxH, 'browser', false);
    const y0 = rowY[0] - boxH / 2 - 4, y1 = rowY[2] + boxH / 2 + 4;
    scene.append('rect').attr('x', appX0).attr('y', y0).attr('width', appX1 - appX0)
      .attr('height', y1 - y0).attr('rx', 6).attr('fill', theme.surface)
      .attr('stroke', state.usersDown ? theme.danger : theme.border)
      .attr('stroke-width', state.usersDown ? 2 : 1)
      .attr('stroke-dasharray', state.usersDown ? '4 3' : null);
    label(appX0 + 6, y0 + 12, state.usersDown ? 'app ✗ crashed' : 'app: one process',
      { size: fontSize - 1, fill: state.usersDown ? theme.danger : theme.dimmed });
    SERVICES.forEach((name, i) => label(appX, rowY[i] + 4, name + ' code', { anchor: 'middle' }));
    const dy0 = rowY[0] - boxH / 2, dy1 = rowY[2] + boxH / 2;
    scene.append('rect').attr('x', X.db - wDb / 2).attr('y', dy0).attr('width', wDb)
      .attr('height', dy1 - dy0).attr('rx', 5).attr('fill', theme.surface)
      .attr('stroke', theme.border);
    label(X.db, midY - 4, 'one', { anchor: 'middle' });
    label(X.db, midY + 10, 'DB', { anchor: 'middle' });
  }
  // Which features of the dashboard still work, and the hop readout.
  const fx = narrow ? 8 : Math.round(width * 0.6) + 4;
  const fy = narrow ? diagBottom + 16 : top + 14;
  const rowH = narrow ? 16 : 22;
  label(fx, fy, 'Features', { bold: true });
  FEATURES.forEach((feature, i) => {
    const ok = works(feature);
    const x = narrow ? fx + (i < 3 ? 0 : Math.round(width / 2)) : fx;
    const y = fy + rowH * ((narrow ? i % 3 : i) + 1);
    label(x, y, (ok ? '✓ ' : '✗ ') + feature.name + (ok ? ': works' : ': fails'),
      { fill: ok ? theme.success : theme.danger });
  });
  const ry = narrow ? fy + rowH * 4 + 4 : fy + rowH * 6 + 8;
  const path = state.mode === 'micro' ? 'browser → gateway → service → D1' : 'browser → app → DB';
  if (narrow) {
    label(fx, ry, 'Each request: ' + hops() + ' hops ≈ ' + hops() * HOP_MS + ' ms at ' + HOP_MS + ' ms a hop', { fill: theme.dimmed });
  } else {
    label(fx, ry, 'Each request: ' + hops() + ' hops', { bold: true });
    label(fx, ry + 18, path, { fill: theme.dimmed, size: 10 });
    label(fx, ry + 36, '≈ ' + hops() * HOP_MS + ' ms at ' + HOP_MS + ' ms a hop,', { fill: theme.dimmed });
    label(fx, ry + 52, 'before any work is done', { fill: theme.dimmed });
  }
}

function say(text) { status.text(text); }
function setMode(mode) {
  state.mode = mode;
  render();
  say(mode === 'micro'
    ? 'Microservices: the gateway sends each request to the service that owns the data.'
    : 'Monolith: one process and one database serve every feature.');
}
function toggleUsers() {
  state.usersDown = !state.usersDown;
  render();
  if (!state.usersDown) say('Users is back. In the microservices version, queued upload events now update the usage.');
  else if (state.mode === 'micro') say('Users is down: 4 of 5 features still work. Upload events wait in the file-events queue.');
  else say('The users code crashed the one process: every feature fails until it restarts.');
}

// One dot per request: out along its path, back to the browser; a dot that meets a
// failed service turns red and comes straight back.
function move(dot, points, done) {
  if (reduced || points.length < 2) {
    const last = points[points.length - 1];
    dot.attr('cx', last[0]).attr('cy', last[1]);
    done();
    return;
  }
  let t = dot.transition().duration(0);
  points.slice(1).forEach((p) => {
    t = t.transition().duration(STEP_MS).ease(d3.easeLinear).attr('cx', p[0]).attr('cy', p[1]);
  });
  t.on('end', done);
}
function send() {
  render();
  const run = state.run;
  const B = [X.browser, midY];
  const requests = state.mode === 'micro'
    ? [[B, [X.gateway, midY], [X.service, rowY[0]], [X.db, rowY[0]]],
       [B, [X.gateway, midY], [X.service, rowY[1]], [X.db, rowY[1]]]]
    : [[B, [appX, rowY[0]], [X.db, rowY[0]]], [B, [appX, rowY[1]], [X.db, rowY[1]]]];
  // Where each request stops when users is down: at users, or at the crashed process.
  const stopAt = requests.map((points, i) =>
    !state.usersDown ? points.length : state.mode === 'micro' ? (i === 1 ? 3 : points.length) : 2);
  let finished = 0;
  say('The Storage page sends two requests side by side: its file list and its usage.');
  requests.forEach((points, i) => {
    const out = points.slice(0, stopAt[i]);
    const failed = stopAt[i] < points.length;
    const dot = dots.append('circle').attr('r', 6).attr('cx', B[0]).attr('cy', B[1])
      .attr('fill', theme.accent).attr('stroke', theme.background);
    move(dot, out, () => {
      if (run !== state.run) return;
      if (failed) dot.attr('fill', theme.danger);
      move(dot, out.slice().reverse(), () => {
        if (run !== state.run) return;
        dot.remove();
        finished += 1;
        if (finished === requests.length) report();
      });
    });
  });
}
function report() {
  if (state.mode === 'micro' && state.usersDown) {
    say('Files loaded; users did not answer, so the page shows "Storage used: Usage unavailable".');
  } else if (state.usersDown) {
    say('The process is down with its users code: both requests fail, and so does the page.');
  } else {
    say('Loaded: 2 requests side by side, ' + hops() + ' hops each, so ≈ ' + hops() * HOP_MS +
      ' ms waiting on hops.');
  }
}

render();
say('Press Send request to load the Storage page, then Fail users and send it again.');`,
} satisfies D3Sandbox;
