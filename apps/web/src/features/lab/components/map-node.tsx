import { workerColor } from '@/lib/service-colors';
import { LINE_HEIGHT, type PlacedNode } from '../lib/map-layout';
import type { FaultMark } from '../lib/map-marks';
import { FigureSpan } from './figure-span';
import classes from './system-map.module.css';

const color = (name: string, shade: 'filled' | 'light') => `var(--mantine-color-${name}-${shade})`;
/** The height of a cylinder's or a bucket's rim. */
const RIM = 8;
/** How far in a queue's inner walls sit: a tube the messages pass through. */
const TUBE_WALL = 6;

interface MapNodeProps {
  placed: PlacedNode;
  /** Makes the part clickable (a dead-letter queue opens its list). */
  onClick?: (() => void) | undefined;
  /** The faults acting on the part, drawn as badges on its top edge. */
  marks?: readonly FaultMark[] | undefined;
}

/** A badge's height, and its width per character of its 11 px text. */
const BADGE_HEIGHT = 16;
const BADGE_CHAR_WIDTH = 6.4;
const BADGE_GAP = 4;

/** One part of the system: its shape by kind, its name and its figures. */
export function MapNode({ placed, onClick, marks = [] }: MapNodeProps) {
  const { node, lines, x, y } = placed;
  const owner = workerColor(node.kind === 'worker' ? node.id : node.owner) ?? 'gray';
  const filled = node.kind === 'worker';
  const rim = node.kind === 'd1' || node.kind === 'r2' ? RIM / 2 : 0;
  const firstLine = y + rim - (lines.length * LINE_HEIGHT) / 2 + 4;
  return (
    <g
      className={onClick === undefined ? undefined : classes.clickable}
      onClick={onClick}
      data-node={node.id}
    >
      <NodeShape placed={placed} owner={owner} />
      <text
        textAnchor="middle"
        className={filled ? classes.onFilled : classes.onLight}
        x={x}
        y={firstLine}
      >
        <tspan className={classes.nodeLabel}>{node.label}</tspan>
        {lines.map((line, index) => (
          <FigureSpan key={index} text={line} className={classes.nodeLine} x={x} dy={LINE_HEIGHT} />
        ))}
      </text>
      <MarkBadges placed={placed} marks={marks} />
      <title>{[node.label, ...lines, ...marks.map((mark) => mark.text)].join(', ')}</title>
    </g>
  );
}

/** The faults' marks side by side, centred on the part's top edge. */
function MarkBadges({ placed, marks }: { placed: PlacedNode; marks: readonly FaultMark[] }) {
  const widths = marks.map((mark) => mark.text.length * BADGE_CHAR_WIDTH + 12);
  const total = widths.reduce((sum, width) => sum + width, 0) + BADGE_GAP * (marks.length - 1);
  let left = placed.x - total / 2;
  const top = placed.y - placed.height / 2 - BADGE_HEIGHT / 2;
  return marks.map((mark, index) => {
    const width = widths[index] ?? 0;
    const x = left;
    left += width + BADGE_GAP;
    return (
      <g key={mark.text} className={classes.badge} data-mark={mark.tone}>
        <rect x={x} y={top} width={width} height={BADGE_HEIGHT} rx={BADGE_HEIGHT / 2} />
        <text x={x + width / 2} y={top + BADGE_HEIGHT / 2 + 4} textAnchor="middle">
          {mark.text}
        </text>
      </g>
    );
  });
}

function NodeShape({ placed, owner }: { placed: PlacedNode; owner: string }) {
  const { node, x, y, width, height } = placed;
  const left = x - width / 2;
  const right = x + width / 2;
  const top = y - height / 2;
  const bottom = y + height / 2;
  const rx = width / 2;
  switch (node.kind) {
    case 'worker':
      return (
        <rect
          x={left}
          y={top}
          width={width}
          height={height}
          rx={10}
          fill={color(owner, 'filled')}
        />
      );
    case 'd1':
      // A cylinder: the classic sign of a database.
      return (
        <g fill={color(owner, 'light')} stroke={color(owner, 'filled')} strokeWidth={1.5}>
          <path
            d={`M${left},${top + RIM} L${left},${bottom - RIM} A${rx},${RIM} 0 0 0 ${right},${bottom - RIM} L${right},${top + RIM} Z`}
          />
          <ellipse cx={x} cy={top + RIM} rx={rx} ry={RIM} />
        </g>
      );
    case 'r2':
      // A bucket: wider at the rim than at the bottom.
      return (
        <g fill={color(owner, 'light')} stroke={color(owner, 'filled')} strokeWidth={1.5}>
          <path
            d={`M${left},${top + RIM} L${left + 10},${bottom} L${right - 10},${bottom} L${right},${top + RIM} Z`}
          />
          <ellipse cx={x} cy={top + RIM} rx={rx} ry={RIM} />
        </g>
      );
    case 'queue':
    case 'dead-letter-queue': {
      const dead = node.kind === 'dead-letter-queue';
      const stroke = dead ? color('red', 'filled') : color(owner, 'filled');
      return (
        <g
          fill={dead ? color('red', 'light') : 'var(--mantine-color-default)'}
          stroke={stroke}
          strokeWidth={1.5}
          strokeDasharray={dead ? '5 3' : undefined}
        >
          <rect x={left} y={top} width={width} height={height} rx={6} />
          <line x1={left + TUBE_WALL} y1={top} x2={left + TUBE_WALL} y2={bottom} />
          <line x1={right - TUBE_WALL} y1={top} x2={right - TUBE_WALL} y2={bottom} />
        </g>
      );
    }
  }
}
