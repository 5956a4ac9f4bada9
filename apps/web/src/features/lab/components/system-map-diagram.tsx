import type { QueueId, Topology } from '@repo/contracts/lab-topology';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { layoutDiagram } from '../lib/diagram-layout';
import { marksText, type FaultMarks } from '../lib/map-marks';
import { mapSummary, queueOfNode } from '../lib/map-text';
import { EdgeLabel, EdgeLine } from './map-edge';
import { MapNode } from './map-node';
import classes from './system-map.module.css';

interface SystemMapDiagramProps {
  topology: Topology;
  /** The active faults, marked on the parts and lines they act on. */
  marks: FaultMarks;
  /** Absent where the map is only read (the projector). */
  onOpenDeadLetters?: ((queue: QueueId) => void) | undefined;
}

/** Narrower than this, the layered map would need scrolling sideways: the phone's map in lanes fits. */
const NARROW_MEDIA = '(max-width: 37.5em)';

/**
 * The system drawn in layers, its parts and the live traffic between them; on a phone, in lanes
 * that fit the screen's width, its lines carrying what went wrong and a queue's messages a second.
 */
export function SystemMapDiagram({ topology, marks, onOpenDeadLetters }: SystemMapDiagramProps) {
  const arrowId = useId();
  const failingArrowId = useId();
  // Read at once, not after a first paint: a phone would otherwise flash the wide map.
  const narrow = useMediaQuery(NARROW_MEDIA, false, { getInitialValueInEffect: false }) ?? false;
  const shape = narrow ? 'narrow' : 'wide';
  const { nodes, edges, width, height } = layoutDiagram(topology, marks, shape);
  const faults = marksText(marks);
  const summary = mapSummary(topology.nodes);

  return (
    <div className={classes.scroller}>
      <svg
        role="img"
        aria-label={faults === null ? summary : `${summary}. ${faults}`}
        viewBox={`0 0 ${width} ${height}`}
        className={classes.svg}
        data-shape={shape}
      >
        <defs>
          <Arrow id={arrowId} className={classes.arrow} />
          <Arrow id={failingArrowId} className={classes.arrowFailing} />
        </defs>
        {edges.map((placed, index) => (
          <EdgeLine key={index} placed={placed} arrowId={arrowId} failingArrowId={failingArrowId} />
        ))}
        {nodes.map((placed) => {
          const queue = queueOfNode(placed.node, topology.queues);
          const opens =
            placed.node.kind === 'dead-letter-queue' && queue !== undefined && onOpenDeadLetters;
          return (
            <MapNode
              key={placed.node.id}
              placed={placed}
              marks={marks.nodes.get(placed.node.id)}
              // The Queues table's buttons do the same for the keyboard and screen readers.
              onClick={opens ? () => onOpenDeadLetters(queue.id) : undefined}
            />
          );
        })}
        {edges.map((placed, index) => (
          <EdgeLabel key={index} placed={placed} />
        ))}
      </svg>
    </div>
  );
}

function Arrow({ id, className }: { id: string; className: string }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX={9}
      refY={5}
      markerWidth={9}
      markerHeight={9}
      markerUnits="userSpaceOnUse"
      orient="auto-start-reverse"
    >
      <path d="M0,0 L10,5 L0,10 z" className={className} />
    </marker>
  );
}
