// The parts of the diagram that stay: p, the three handlers attached to it and the promises
// they returned, the links between them, the queue line and the legend.
import type { D3Theme } from '../../../lib/d3-theme';
import { drawLegend } from '../../../lib/visualisation-shapes';
import { MONOSPACE as mono, type Svg } from '../../../lib/visualisation-stage';
import type { handlers, PromiseState } from './visualisation-outcomes';

interface DiagramOptions {
  width: number;
  narrow: boolean;
  handlers: ReturnType<typeof handlers>;
  colours: Record<PromiseState, string>;
}

export function drawDiagram(svg: Svg, theme: D3Theme, options: DiagramOptions) {
  const { width, narrow, handlers: HANDLERS, colours: STATE_COLOUR } = options;
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
  const rowY = (index: number) => rowTop + index * rowStep;
  const pHeight = 84;
  const pY = rowY(1) + rowHeight / 2 - pHeight / 2;

  const heading = (x: number, text: string) =>
    svg
      .append('text')
      .attr('x', x)
      .attr('y', 14)
      .attr('font-size', 12)
      .style('fill', theme.dimmed)
      .text(text);
  heading(2, narrow ? 'promise' : 'the promise p');
  heading(handlerX, narrow ? 'handler' : 'handler attached to p');
  heading(nextX, narrow ? 'returns' : 'the promise it returns');

  const links = svg.append('g');
  HANDLERS.forEach((handler, index) => {
    const y = rowY(index) + rowHeight / 2;
    links
      .append('path')
      .attr('class', `in-${handler.id}`)
      .attr(
        'd',
        `M${2 + pWidth},${pY + pHeight / 2} C${handlerX - gap / 2},${pY + pHeight / 2} ${handlerX - gap / 2},${y} ${handlerX},${y}`,
      )
      .attr('fill', 'none')
      .attr('stroke', theme.border)
      .attr('stroke-width', 2);
    links
      .append('line')
      .attr('class', `out-${handler.id}`)
      .attr('x1', handlerX + handlerWidth)
      .attr('x2', nextX)
      .attr('y1', y)
      .attr('y2', y)
      .attr('stroke', theme.border)
      .attr('stroke-width', 2);
  });

  // p itself.
  const pBox = svg
    .append('rect')
    .attr('x', 2)
    .attr('y', pY)
    .attr('width', pWidth)
    .attr('height', pHeight)
    .attr('rx', 8)
    .attr('stroke-width', 2);
  /** A line of text centred under p's name, `dy` below p's top. */
  const pText = (dy: number, fontSize: number) =>
    svg
      .append('text')
      .attr('x', 2 + pWidth / 2)
      .attr('y', pY + dy)
      .attr('text-anchor', 'middle')
      .attr('font-size', fontSize);
  const pName = pText(26, 16).attr('font-weight', 'bold').text('p');
  const pState = pText(48, narrow ? 11 : 13);
  const pValue = pText(68, narrow ? 11 : 12);
  const ignored = pText(pHeight + 18, 12)
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
    .attr('transform', (_, index) => `translate(${handlerX},${rowY(index)})`);
  handlerRows
    .append('rect')
    .attr('width', handlerWidth)
    .attr('height', rowHeight)
    .attr('rx', 6)
    .attr('stroke-width', 2);
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
    .attr('transform', (_, index) => `translate(${nextX},${rowY(index)})`);
  nextRows
    .append('rect')
    .attr('width', nextWidth)
    .attr('height', rowHeight)
    .attr('rx', 6)
    .attr('stroke-width', 2);
  nextRows
    .append('text')
    .attr('class', 'name')
    .attr('x', 6)
    .attr('y', 18)
    .attr('font-size', 12)
    .attr('font-weight', 'bold')
    .text((handler) => handler.next);
  nextRows.append('text').attr('class', 'state').attr('x', 6).attr('y', 36).attr('font-size', 11);

  const queueLine = svg
    .append('text')
    .attr('x', 2)
    .attr('y', rowY(3) + 14)
    .attr('font-size', 12);
  drawLegend(svg, theme, {
    x: 2,
    y: rowY(3) + 40,
    step: narrow ? 90 : 110,
    items: (['pending', 'fulfilled', 'rejected'] as const).map((state) => ({
      label: state,
      fill: STATE_COLOUR[state],
    })),
  });

  return { pBox, pName, pState, pValue, ignored, links, handlerRows, nextRows, queueLine };
}
