import type { D3Sandbox } from '../../../lib/module-schema';

export default {
  width: 600,
  height: 340,
  code: `// A promise p with three handlers attached. Resolve or reject it and watch which handlers run
// (as microtasks, in the order they were attached) and how each returned promise settles.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const CONTROLS = 40;
const STATUS = 56;
const svgHeight = height - CONTROLS - STATUS;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const STEP_MS = reduced ? 0 : 900;

const HANDLERS = [
  { id: 'then', code: '.then(v => v * 2)', next: 'p2' },
  { id: 'catch', code: '.catch(e => 0)', next: 'p3' },
  { id: 'finally', code: narrow ? '.finally(() => …)' : ".finally(() => log('done'))", next: 'p4' },
];
// What each reaction does for each outcome of p: whether its callback runs, and how the
// promise it returned settles.
const OUTCOMES = {
  fulfilled: {
    then: { ran: true, note: 'ran with 21', next: ['fulfilled', '42'], say: "The .then callback runs with 21 and returns 42, so p2 fulfils with 42." },
    catch: { ran: false, note: 'skipped: passes 21 on', next: ['fulfilled', '21'], say: '.catch has nothing to do, as p did not reject. p3 fulfils with the same value, 21.' },
    finally: { ran: true, note: 'ran (no argument)', next: ['fulfilled', '21'], say: '.finally runs on either outcome, with no argument. p4 settles like p: fulfilled with 21.' },
  },
  rejected: {
    then: { ran: false, note: 'skipped: passes error on', next: ['rejected', 'Error'], say: '.then has no rejection handler, so it is skipped and p2 rejects with the same error.' },
    catch: { ran: true, note: 'ran with the error', next: ['fulfilled', '0'], say: "The .catch callback runs with the error and returns 0: p3 fulfils with 0. The error is handled." },
    finally: { ran: true, note: 'ran (no argument)', next: ['rejected', 'Error'], say: '.finally runs on either outcome, with no argument. p4 settles like p: rejected with the error.' },
  },
};
const STATE_COLOUR = { pending: theme.warning, fulfilled: theme.success, rejected: theme.danger };

const root = d3.select(container);
root.selectAll('*').remove();
const controls = root
  .append('div')
  .style('display', 'flex')
  .style('align-items', 'center')
  .style('gap', narrow ? '6px' : '8px')
  .style('height', CONTROLS + 'px');
const resolveButton = controls.append('button').attr('type', 'button').text('Resolve');
const rejectButton = controls.append('button').attr('type', 'button').text('Reject');
const resetButton = controls.append('button').attr('type', 'button').text('Reset');
if (narrow) controls.selectAll('button').style('padding', '4px 8px');
const status = root
  .append('p')
  .attr('aria-live', 'polite')
  .style('margin', '0')
  .style('height', STATUS + 'px')
  .style('overflow', 'hidden')
  .style('font-size', '13px')
  .style('line-height', '18px')
  .style('color', theme.text);

const svg = root
  .append('svg')
  .attr('width', width)
  .attr('height', svgHeight)
  .attr('role', 'img')
  .attr(
    'aria-label',
    'A promise p with then, catch and finally handlers: which handlers run when p is resolved or rejected, and how the promises they return settle',
  )
  .style('display', 'block')
  .style('font-family', theme.fontFamily);

// Three columns: p, the handlers attached to it, the promises those calls returned.
const gap = narrow ? 10 : 28;
const pWidth = narrow ? 62 : 112;
const handlerX = 2 + pWidth + gap;
const handlerWidth = narrow ? 120 : Math.min(220, Math.round(width * 0.38));
const nextX = handlerX + handlerWidth + gap;
const nextWidth = width - nextX - 2;
const rowTop = 24;
const rowHeight = 44;
const rowStep = 54;
const rowY = (index) => rowTop + index * rowStep;
const pHeight = 84;
const pY = rowY(1) + rowHeight / 2 - pHeight / 2;

const heading = (x, text) =>
  svg.append('text').attr('x', x).attr('y', 14).attr('font-size', 12).style('fill', theme.dimmed).text(text);
heading(2, narrow ? 'promise' : 'the promise p');
heading(handlerX, narrow ? 'handler' : 'handler attached to p');
heading(nextX, narrow ? 'returns' : 'the promise it returns');

const links = svg.append('g');
HANDLERS.forEach((handler, index) => {
  const y = rowY(index) + rowHeight / 2;
  links
    .append('path')
    .attr('class', 'in-' + handler.id)
    .attr('d', 'M' + (2 + pWidth) + ',' + (pY + pHeight / 2) + ' C' + (handlerX - gap / 2) + ',' + (pY + pHeight / 2) + ' ' + (handlerX - gap / 2) + ',' + y + ' ' + handlerX + ',' + y)
    .attr('fill', 'none')
    .attr('stroke', theme.border)
    .attr('stroke-width', 2);
  links
    .append('line')
    .attr('class', 'out-' + handler.id)
    .attr('x1', handlerX + handlerWidth)
    .attr('x2', nextX)
    .attr('y1', y)
    .attr('y2', y)
    .attr('stroke', theme.border)
    .attr('stroke-width', 2);
});

// p itself.
const pBox = svg.append('rect').attr('x', 2).attr('y', pY).attr('width', pWidth).attr('height', pHeight).attr('rx', 8).attr('stroke-width', 2);
const pName = svg.append('text').attr('x', 2 + pWidth / 2).attr('y', pY + 26).attr('text-anchor', 'middle').attr('font-size', 16).attr('font-weight', 'bold').text('p');
const pState = svg.append('text').attr('x', 2 + pWidth / 2).attr('y', pY + 48).attr('text-anchor', 'middle').attr('font-size', narrow ? 11 : 13);
const pValue = svg.append('text').attr('x', 2 + pWidth / 2).attr('y', pY + 68).attr('text-anchor', 'middle').attr('font-size', narrow ? 11 : 12);
const ignored = svg
  .append('text')
  .attr('x', 2 + pWidth / 2)
  .attr('y', pY + pHeight + 18)
  .attr('text-anchor', 'middle')
  .attr('font-size', 12)
  .attr('font-weight', 'bold')
  .style('fill', theme.danger)
  .attr('opacity', 0)
  .text('ignored');

// The handlers and the promises they returned.
const handlerRows = svg
  .selectAll('g.handler')
  .data(HANDLERS)
  .join('g')
  .attr('class', 'handler')
  .attr('transform', (handler, index) => 'translate(' + handlerX + ',' + rowY(index) + ')');
handlerRows.append('rect').attr('width', handlerWidth).attr('height', rowHeight).attr('rx', 6).attr('stroke-width', 2);
handlerRows
  .append('text')
  .attr('class', 'code')
  .attr('x', 6)
  .attr('y', 18)
  .attr('font-family', mono)
  .attr('font-size', narrow ? 10 : 12)
  .text((handler) => handler.code);
handlerRows.append('text').attr('class', 'note').attr('x', 6).attr('y', 36).attr('font-size', 11);

const nextRows = svg
  .selectAll('g.next')
  .data(HANDLERS)
  .join('g')
  .attr('class', 'next')
  .attr('transform', (handler, index) => 'translate(' + nextX + ',' + rowY(index) + ')');
nextRows.append('rect').attr('width', nextWidth).attr('height', rowHeight).attr('rx', 6).attr('stroke-width', 2);
nextRows.append('text').attr('class', 'name').attr('x', 6).attr('y', 18).attr('font-size', 12).attr('font-weight', 'bold').text((handler) => handler.next);
nextRows.append('text').attr('class', 'state').attr('x', 6).attr('y', 36).attr('font-size', 11);

const queueLine = svg.append('text').attr('x', 2).attr('y', rowY(3) + 14).attr('font-size', 12);
const legend = svg.append('g').attr('transform', 'translate(2,' + (rowY(3) + 40) + ')');
['pending', 'fulfilled', 'rejected'].forEach((state, index) => {
  const item = legend.append('g').attr('transform', 'translate(' + index * (narrow ? 90 : 110) + ',0)');
  item.append('rect').attr('y', -10).attr('width', 12).attr('height', 12).attr('rx', 3).attr('fill', STATE_COLOUR[state]);
  item.append('text').attr('x', 17).attr('font-size', 12).style('fill', theme.dimmed).text(state);
});

// State: p's outcome, and each reaction: 'waiting' (p pending), 'queued', or done.
let settled = null;
let reactions = {};
let timers = [];

function paint(selection, colour, filled) {
  return (reduced ? selection : selection.transition().duration(300))
    .attr('fill', filled ? colour : theme.surface)
    .attr('stroke', colour);
}

function draw() {
  const pColour = settled ? STATE_COLOUR[settled] : STATE_COLOUR.pending;
  paint(pBox, pColour, Boolean(settled));
  const onP = settled ? theme.onFill : theme.text;
  pName.style('fill', onP);
  pState.style('fill', settled ? onP : theme.warning).text(settled ?? 'pending');
  pValue.style('fill', onP).text(settled === 'fulfilled' ? 'value 21' : settled === 'rejected' ? 'Error' : narrow ? 'waiting' : 'no value yet');

  HANDLERS.forEach((handler, index) => {
    const state = reactions[handler.id] ?? 'waiting';
    const outcome = settled && state === 'done' ? OUTCOMES[settled][handler.id] : null;
    const row = handlerRows.filter((d, i) => i === index);
    const ran = outcome && outcome.ran;
    paint(row.select('rect'), state === 'queued' ? theme.event : ran ? theme.accent : theme.border, Boolean(ran));
    row.select('rect').attr('stroke-dasharray', outcome && !outcome.ran ? '5 4' : null);
    row.select('text.code').style('fill', ran ? theme.onFill : theme.text);
    row
      .select('text.note')
      .style('fill', ran ? theme.onFill : state === 'queued' ? theme.event : theme.dimmed)
      .text(outcome ? (narrow ? (outcome.ran ? 'ran' : 'skipped') : outcome.note) : state === 'queued' ? (narrow ? 'queued' : 'queued as a microtask') : 'waits for p');
    links.select('.in-' + handler.id).attr('stroke', state === 'waiting' ? theme.border : ran ? theme.accent : theme.event);
    links.select('.out-' + handler.id).attr('stroke', outcome ? STATE_COLOUR[outcome.next[0]] : theme.border);

    const nextState = outcome ? outcome.next[0] : 'pending';
    const next = nextRows.filter((d, i) => i === index);
    paint(next.select('rect'), STATE_COLOUR[nextState], Boolean(outcome));
    next.select('text.name').style('fill', outcome ? theme.onFill : theme.text);
    next
      .select('text.state')
      .style('fill', outcome ? theme.onFill : theme.warning)
      .text(outcome ? nextState + (narrow ? ' ' : ': ') + outcome.next[1] : 'pending');
  });

  const queued = HANDLERS.filter((handler) => reactions[handler.id] === 'queued').map((handler) => '.' + handler.id);
  queueLine.text((narrow ? 'Microtasks: ' : 'Microtask queue: ') + (queued.length ? queued.join(' → ') : '(empty)'));
  queueLine.style('fill', queued.length ? theme.event : theme.dimmed);
  resolveButton.text(settled ? 'Resolve again' : 'Resolve');
  rejectButton.text(settled ? 'Reject again' : 'Reject');
}

function settle(outcome) {
  if (settled) {
    status.text('Ignored: p is already ' + settled + '. A promise settles only once; later resolve() and reject() calls do nothing.');
    ignored.interrupt().attr('opacity', 1);
    if (!reduced) ignored.transition().delay(1200).duration(600).attr('opacity', 0);
    else timers.push(setTimeout(() => ignored.attr('opacity', 0), 2500));
    return;
  }
  settled = outcome;
  HANDLERS.forEach((handler) => {
    reactions[handler.id] = 'queued';
  });
  const first =
    outcome === 'fulfilled'
      ? 'resolve(21): p is fulfilled with 21. Its three reactions join the microtask queue in the order they were attached.'
      : "reject(new Error('R2 unavailable')): p is rejected. Its three reactions join the microtask queue in order.";
  if (reduced) {
    HANDLERS.forEach((handler) => {
      reactions[handler.id] = 'done';
    });
    status.text(
      first.split('.')[0] +
        '. ' +
        HANDLERS.map((handler) => {
          const result = OUTCOMES[outcome][handler.id];
          return '.' + handler.id + (result.ran ? ' ran' : ' was skipped') + ', ' + handler.next + ' ' + result.next[0];
        }).join('; ') +
        '.',
    );
    draw();
    return;
  }
  status.text(first);
  draw();
  HANDLERS.forEach((handler, index) => {
    timers.push(
      setTimeout(() => {
        reactions[handler.id] = 'done';
        status.text(OUTCOMES[outcome][handler.id].say);
        draw();
      }, STEP_MS * (index + 1)),
    );
  });
}

function reset() {
  timers.forEach((timer) => clearTimeout(timer));
  timers = [];
  settled = null;
  reactions = {};
  ignored.interrupt().attr('opacity', 0);
  status.text('p is pending. .then, .catch and .finally are attached, and each call returned a new promise: p2, p3, p4. Press Resolve or Reject.');
  draw();
}

resolveButton.on('click', () => settle('fulfilled'));
rejectButton.on('click', () => settle('rejected'));
resetButton.on('click', reset);
reset();`,
} satisfies D3Sandbox;
