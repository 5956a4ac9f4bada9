// A key of this module's legends: a swatch in the key's colours and its label in 11 px dimmed
// text, 14 px right of x on the legend's baseline.
import type { D3Theme } from '../../lib/d3-theme';
import type { Svg } from '../../lib/visualisation-stage';

export interface BucketKey {
  text: string;
  fill: string;
  stroke: string;
}

/** The swatch's place from x and the legend's baseline, its size and its outline. */
export interface Swatch {
  dx: number;
  y: number;
  size: number;
  rx: number;
  strokeWidth?: number;
}

export function drawBucketKey(
  legend: Svg<SVGGElement>,
  theme: D3Theme,
  x: number,
  { text, fill, stroke }: BucketKey,
  swatch: Swatch,
) {
  legend
    .append('rect')
    .attr('x', x + swatch.dx)
    .attr('y', swatch.y)
    .attr('width', swatch.size)
    .attr('height', swatch.size)
    .attr('rx', swatch.rx)
    .attr('fill', fill)
    .attr('stroke', stroke)
    .attr('stroke-width', swatch.strokeWidth ?? null);
  legend
    .append('text')
    .attr('x', x + 14)
    .attr('y', 0)
    .attr('font-size', 11)
    .attr('fill', theme.dimmed)
    .text(text);
}
