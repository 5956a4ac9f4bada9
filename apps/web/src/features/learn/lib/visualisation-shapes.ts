// The labelled boxes, lines and text of the architecture diagrams, drawn into one layer in the
// theme's colours.
import type { D3Theme } from './d3-theme';
import type { Svg } from './visualisation-stage';

export interface TextOptions {
  size?: number;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  /** Centre the text on y rather than sit it there. */
  middle?: boolean;
  fill?: string;
}

export function diagramShapes(layer: Svg<SVGGElement>, theme: D3Theme, fontSize: number) {
  function text(x: number, y: number, value: string, options: TextOptions = {}) {
    return layer
      .append('text')
      .attr('x', x)
      .attr('y', y)
      .attr('font-size', options.size ?? fontSize)
      .attr('font-weight', options.bold ? 600 : null)
      .attr('text-anchor', options.anchor ?? 'start')
      .attr('dy', options.middle ? '0.35em' : null)
      .style('fill', options.fill ?? theme.text)
      .text(value);
  }
  function line(x1: number, y1: number, x2: number, y2: number, dashed = false) {
    return layer
      .append('line')
      .attr('x1', x1)
      .attr('y1', y1)
      .attr('x2', x2)
      .attr('y2', y2)
      .attr('stroke', theme.border)
      .attr('stroke-width', 1.5)
      .attr('stroke-dasharray', dashed ? '5 4' : null);
  }
  /** A box centred on x and y; a box that is down is outlined and marked in the danger colour. */
  function box(x: number, y: number, w: number, h: number, label: string, down = false) {
    const rect = layer
      .append('rect')
      .attr('x', x - w / 2)
      .attr('y', y - h / 2)
      .attr('width', w)
      .attr('height', h)
      .attr('rx', 5)
      .attr('fill', theme.surface)
      .attr('stroke', down ? theme.danger : theme.border)
      .attr('stroke-width', down ? 2 : 1)
      .attr('stroke-dasharray', down ? '4 3' : null);
    const caption = text(x, y, down ? `${label} ✗` : label, {
      anchor: 'middle',
      middle: true,
      fill: down ? theme.danger : theme.text,
    });
    return { rect, caption, label };
  }
  return { text, line, box };
}

export interface LegendItem {
  label: string;
  fill: string;
}

/** A row of colour keys: a 12 px swatch and its label, every `step` px from x, y. */
export function drawLegend(
  parent: Svg,
  theme: D3Theme,
  { x, y, step, items }: { x: number; y: number; step: number; items: LegendItem[] },
) {
  const legend = parent.append('g').attr('transform', `translate(${x},${y})`);
  items.forEach(({ label, fill }, index) => {
    const item = legend.append('g').attr('transform', `translate(${index * step},0)`);
    item
      .append('rect')
      .attr('y', -10)
      .attr('width', 12)
      .attr('height', 12)
      .attr('rx', 3)
      .attr('fill', fill);
    item.append('text').attr('x', 17).attr('font-size', 12).style('fill', theme.dimmed).text(label);
  });
  return legend;
}
