// What every lesson visualisation draws on: a row of controls, a status line that screen readers
// announce, and a labelled svg of the frame's width, in the theme's colours, with the reader's
// reduced-motion choice. A visualisation is a module exporting its `size` and `draw(context)`; the
// frame gives draw d3's UMD build (only d3's types are imported), the container, the size and
// the theme.
import type * as D3 from 'd3';
import type { BaseType, Selection, Transition } from 'd3';
import type { D3Theme } from './d3-theme';

export type D3Module = typeof D3;

export interface VisualisationContext {
  d3: D3Module;
  container: HTMLElement;
  width: number;
  height: number;
  theme: D3Theme;
}

export type Visualisation = (context: VisualisationContext) => void;

/** The frame's size at most: a narrower space gets a narrower frame, and `width` says so. */
export interface VisualisationSize {
  width: number;
  height: number;
}

export type Html<E extends HTMLElement> = Selection<E, unknown, null, undefined>;
export type Svg<E extends SVGElement = SVGSVGElement> = Selection<E, unknown, null, undefined>;

/** Below this width a visualisation lays itself out for a phone. */
export const NARROW_WIDTH = 480;
/** How long a shape takes to move to its next place. */
const MOVE_MS = 450;
export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export interface StageOptions {
  /** The svg's accessible name: what the drawing shows. */
  label: string;
  controlsHeight: number;
  statusHeight: number;
  /**
   * 'stacked' (the default): the controls, then the status line and the svg, which gets the
   * height left. 'overlay': the svg takes the whole height, the controls sit over its top and
   * the status line over its bottom.
   */
  layout?: 'stacked' | 'overlay';
  /** Stacked only: the status line above the svg (the default) or below it. */
  status?: 'above' | 'below';
}

export interface Stage {
  root: Html<HTMLElement>;
  controls: Html<HTMLDivElement>;
  status: Html<HTMLParagraphElement>;
  svg: Svg;
  svgHeight: number;
  narrow: boolean;
  /** The reader asked for reduced motion: show each state at once. */
  reduced: boolean;
  /** A transition's length: `ms`, or 0 with reduced motion. */
  duration(ms: number): number;
  /**
   * Where to set a selection's next attributes and styles: a transition of `ms`, or, with
   * reduced motion, the selection itself (it takes the same `.attr` and `.style` calls).
   */
  move<E extends BaseType, D, P extends BaseType, PD>(
    selection: Selection<E, D, P, PD>,
    ms?: number,
  ): Transition<E, D, P, PD>;
  /** Shows and announces the status. */
  say(text: string): void;
  /** A button in the controls, or in one of their rows. */
  button(
    label: string,
    onClick: () => void,
    parent?: Html<HTMLDivElement>,
  ): Html<HTMLButtonElement>;
  /** A new row of controls: with rows, the controls are a column of them. */
  row(): Html<HTMLDivElement>;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function createStage(context: VisualisationContext, options: StageOptions): Stage {
  const { d3, container, width, height, theme } = context;
  const { controlsHeight, statusHeight } = options;
  const overlay = options.layout === 'overlay';
  const narrow = width < NARROW_WIDTH;
  const reduced = prefersReducedMotion();
  const svgHeight = overlay ? height : height - controlsHeight - statusHeight;

  const root = d3
    .select(container)
    .style('position', 'relative')
    .style('font-family', theme.fontFamily)
    .style('color', theme.text);
  root.selectAll('*').remove();
  const controls = root
    .append('div')
    .style('box-sizing', 'border-box')
    .style('height', `${controlsHeight}px`)
    .style('padding', '4px 4px 0')
    .style('display', 'flex')
    .style('flex-wrap', 'wrap')
    .style('align-items', 'center')
    .style('align-content', 'flex-start')
    .style('gap', '4px 8px')
    .style('overflow', 'hidden');
  const newStatus = () =>
    root
      .append('p')
      .attr('aria-live', 'polite')
      .style('box-sizing', 'border-box')
      .style('height', `${statusHeight}px`)
      .style('margin', '0')
      .style('padding', '2px 4px')
      .style('overflow', 'hidden')
      .style('font-size', narrow ? '12px' : '13px')
      .style('line-height', '1.35')
      .style('color', theme.text);
  const statusFirst = !overlay && options.status !== 'below';
  const status = statusFirst ? newStatus() : undefined;
  const svg = root
    .append('svg')
    .attr('width', width)
    .attr('height', svgHeight)
    .attr('role', 'img')
    .attr('aria-label', options.label)
    .style('display', 'block')
    .style('font-family', theme.fontFamily);
  const line = status ?? newStatus();
  if (overlay) {
    for (const [layer, edge] of [
      [controls, 'top'],
      [line, 'bottom'],
    ] as const) {
      layer
        .style('position', 'absolute')
        .style(edge, '0')
        .style('left', '0')
        .style('right', '0')
        .style('z-index', '1');
    }
    line.style('background', theme.background);
  }

  return {
    root,
    controls,
    status: line,
    svg,
    svgHeight,
    narrow,
    reduced,
    duration: (ms) => (reduced ? 0 : ms),
    move: (selection, ms = MOVE_MS) =>
      reduced
        ? (selection as unknown as ReturnType<typeof selection.transition>)
        : selection.transition().duration(ms),
    say: (text) => {
      line.text(text);
    },
    button: (label, onClick, parent = controls) =>
      parent.append('button').attr('type', 'button').text(label).on('click', onClick),
    row: () => {
      controls
        .style('flex-direction', 'column')
        .style('flex-wrap', 'nowrap')
        .style('align-items', 'flex-start')
        .style('gap', '6px')
        .style('padding', '6px 8px');
      return controls.append('div').style('display', 'flex').style('gap', '6px');
    },
  };
}
