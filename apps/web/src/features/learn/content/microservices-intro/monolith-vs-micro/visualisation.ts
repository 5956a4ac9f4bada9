// The Storage page's two requests (its file list and 'Storage used'), in a monolith and in
// this dashboard's four Workers. 'Fail users' takes the users code down.
import { diagramShapes } from '../../../lib/visualisation-shapes';
import { createDiagramStage } from '../visualisation-diagram-stage';
import {
  type Svg,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';

const HOP_MS = 10;
const STEP_MS = 280;
const SERVICES = ['storage', 'users', 'visualization'];
const FEATURES = [
  { name: 'List files', needs: 'storage' },
  { name: 'Upload a file', needs: 'storage' },
  { name: 'Storage used', needs: 'users' },
  { name: 'Register search', needs: 'visualization' },
  { name: 'Metrics', needs: 'visualization' },
];

type Mode = 'micro' | 'mono';
type Point = [number, number];

/** The svg's accessible name. */
const LABEL =
  'The Storage page loading its file list and its usage, in a monolith or through the gateway, storage and users Workers, with the features that still work when users fails';

export const size: VisualisationSize = { width: 600, height: 340 };

export function draw(context: VisualisationContext): void {
  const { d3, width, height, theme } = context;
  const state: { mode: Mode; usersDown: boolean; run: number } = {
    mode: 'micro',
    usersDown: false,
    run: 0,
  };

  const stage = createDiagramStage(context, LABEL);
  const { svg, narrow, reduced, say, firstRow, lastRow, controlsHeight, statusHeight } = stage;
  const monoButton = stage.button('Monolith', () => setMode('mono'), firstRow);
  const microButton = stage.button('Microservices', () => setMode('micro'), firstRow);
  const failButton = stage.button('Fail users', toggleUsers, lastRow);
  stage.button('Send request', send, lastRow);

  const scene = svg.append('g');
  const dots = svg.append('g');

  // Geometry, all from width and height.
  const top = controlsHeight + 6;
  const diagW = narrow ? width - 16 : Math.round(width * 0.58);
  const diagBottom = narrow ? top + 104 : height - statusHeight - 8;
  const rowY = [0, 1, 2].map((i) => top + ((diagBottom - top) * (i + 0.5)) / 3);
  const [row0 = 0, midY = 0, row2 = 0] = rowY;
  const col = (f: number) => 8 + diagW * f;
  const X = { browser: col(0.09), gateway: col(0.32), service: col(0.6), db: col(0.9) };
  const boxH = narrow ? 22 : 28;
  const wSmall = Math.min(64, diagW * 0.17);
  const wService = Math.min(100, diagW * 0.26);
  const wDb = Math.min(44, diagW * 0.14);
  const fontSize = narrow ? 10 : 11;
  const appX0 = col(0.2);
  const appX1 = col(0.76);
  const appX = (appX0 + appX1) / 2;
  const hops = () => (state.mode === 'micro' ? 3 : 2);
  const works = (feature: (typeof FEATURES)[number]) =>
    !state.usersDown || (state.mode === 'micro' && feature.needs !== 'users');

  const { line, box, text: label } = diagramShapes(scene, theme, fontSize);

  function render() {
    state.run += 1;
    dots.selectAll('*').remove();
    scene.selectAll('*').remove();
    monoButton.attr('aria-pressed', String(state.mode === 'mono'));
    microButton.attr('aria-pressed', String(state.mode === 'micro'));
    failButton.attr('aria-pressed', String(state.usersDown));
    if (state.mode === 'micro') {
      line(X.browser, midY, X.gateway, midY);
      rowY.forEach((y) => {
        line(X.gateway, midY, X.service, y);
        line(X.service, y, X.db, y);
      });
      box(X.browser, midY, wSmall, boxH, 'browser', false);
      box(X.gateway, midY, wSmall, boxH, 'gateway', false);
      SERVICES.forEach((name, i) => {
        box(X.service, rowY[i] ?? 0, wService, boxH, name, name === 'users' && state.usersDown);
        box(X.db, rowY[i] ?? 0, wDb, boxH, 'D1', false);
      });
    } else {
      line(X.browser, midY, appX0, midY);
      rowY.forEach((y) => line(appX1, y, X.db - wDb / 2, y));
      box(X.browser, midY, wSmall, boxH, 'browser', false);
      const y0 = row0 - boxH / 2 - 4;
      const y1 = row2 + boxH / 2 + 4;
      scene
        .append('rect')
        .attr('x', appX0)
        .attr('y', y0)
        .attr('width', appX1 - appX0)
        .attr('height', y1 - y0)
        .attr('rx', 6)
        .attr('fill', theme.surface)
        .attr('stroke', state.usersDown ? theme.danger : theme.border)
        .attr('stroke-width', state.usersDown ? 2 : 1)
        .attr('stroke-dasharray', state.usersDown ? '4 3' : null);
      label(appX0 + 6, y0 + 12, state.usersDown ? 'app ✗ crashed' : 'app: one process', {
        size: fontSize - 1,
        fill: state.usersDown ? theme.danger : theme.dimmed,
      });
      SERVICES.forEach((name, i) =>
        label(appX, (rowY[i] ?? 0) + 4, `${name} code`, { anchor: 'middle' }),
      );
      const dy0 = row0 - boxH / 2;
      const dy1 = row2 + boxH / 2;
      scene
        .append('rect')
        .attr('x', X.db - wDb / 2)
        .attr('y', dy0)
        .attr('width', wDb)
        .attr('height', dy1 - dy0)
        .attr('rx', 5)
        .attr('fill', theme.surface)
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
      label(x, y, `${ok ? '✓' : '✗'} ${feature.name}${ok ? ': works' : ': fails'}`, {
        fill: ok ? theme.success : theme.danger,
      });
    });
    const ry = narrow ? fy + rowH * 4 + 4 : fy + rowH * 6 + 8;
    const path = state.mode === 'micro' ? 'browser → gateway → service → D1' : 'browser → app → DB';
    if (narrow) {
      label(fx, ry, `Each request: ${hops()} hops ≈ ${hops() * HOP_MS} ms at ${HOP_MS} ms a hop`, {
        fill: theme.dimmed,
      });
    } else {
      label(fx, ry, `Each request: ${hops()} hops`, { bold: true });
      label(fx, ry + 18, path, { fill: theme.dimmed, size: 10 });
      label(fx, ry + 36, `≈ ${hops() * HOP_MS} ms at ${HOP_MS} ms a hop,`, {
        fill: theme.dimmed,
      });
      label(fx, ry + 52, 'before any work is done', { fill: theme.dimmed });
    }
  }

  function setMode(mode: Mode) {
    state.mode = mode;
    render();
    say(
      mode === 'micro'
        ? 'Microservices: the gateway sends each request to the service that owns the data.'
        : 'Monolith: one process and one database serve every feature.',
    );
  }
  function toggleUsers() {
    state.usersDown = !state.usersDown;
    render();
    if (!state.usersDown)
      say(
        'Users is back. In the microservices version, queued upload events now update the usage.',
      );
    else if (state.mode === 'micro')
      say(
        'Users is down: 4 of 5 features still work. Upload events wait in the file-events queue.',
      );
    else say('The users code crashed the one process: every feature fails until it restarts.');
  }

  // One dot per request: out along its path, back to the browser; a dot that meets a
  // failed service turns red and comes straight back.
  function move(dot: Svg<SVGCircleElement>, points: Point[], done: () => void) {
    const last = points[points.length - 1];
    if (reduced || points.length < 2 || last === undefined) {
      if (last !== undefined) dot.attr('cx', last[0]).attr('cy', last[1]);
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
    const B: Point = [X.browser, midY];
    const requests: Point[][] =
      state.mode === 'micro'
        ? [
            [B, [X.gateway, midY], [X.service, row0], [X.db, row0]],
            [B, [X.gateway, midY], [X.service, midY], [X.db, midY]],
          ]
        : [
            [B, [appX, row0], [X.db, row0]],
            [B, [appX, midY], [X.db, midY]],
          ];
    // Where each request stops when users is down: at users, or at the crashed process.
    const stopAt = requests.map((points, i) =>
      !state.usersDown ? points.length : state.mode === 'micro' ? (i === 1 ? 3 : points.length) : 2,
    );
    let finished = 0;
    say('The Storage page sends two requests side by side: its file list and its usage.');
    requests.forEach((points, i) => {
      const stop = stopAt[i] ?? points.length;
      const out = points.slice(0, stop);
      const failed = stop < points.length;
      const dot = dots
        .append('circle')
        .attr('r', 6)
        .attr('cx', B[0])
        .attr('cy', B[1])
        .attr('fill', theme.accent)
        .attr('stroke', theme.background);
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
      say(
        'Files loaded; users did not answer, so the page shows "Storage used: Usage unavailable".',
      );
    } else if (state.usersDown) {
      say('The process is down with its users code: both requests fail, and so does the page.');
    } else {
      say(
        `Loaded: 2 requests side by side, ${hops()} hops each, so ≈ ${hops() * HOP_MS} ms waiting on hops.`,
      );
    }
  }

  render();
  say('Press Send request to load the Storage page, then Fail users and send it again.');
}
