// The map's 'Show telemetry' switch: the telemetry queue's plumbing is the lab's own machinery,
// not part of the system a learner studies, so the reader may hide it. The choice is remembered.
import { deadLetterQueueOf, type Topology } from '@repo/contracts/lab-topology';
import * as z from 'zod';
import { createStoredValue, jsonCodec } from '@/lib/stored-value';

export const SHOW_TELEMETRY_LABEL = 'Show telemetry';
export const SHOW_TELEMETRY_STORAGE_KEY = 'lab.map.show-telemetry';

/** On unless the reader turned it off. */
export const showTelemetryStore = createStoredValue(
  SHOW_TELEMETRY_STORAGE_KEY,
  jsonCodec(z.boolean()),
  true,
);

const TELEMETRY_PARTS: ReadonlySet<string> = new Set(['telemetry', deadLetterQueueOf('telemetry')]);

/** The topology without the telemetry queue, its dead-letter queue and their lines. */
export function withoutTelemetry(topology: Topology): Topology {
  return {
    ...topology,
    nodes: topology.nodes.filter((node) => !TELEMETRY_PARTS.has(node.id)),
    edges: topology.edges.filter(
      (edge) => !TELEMETRY_PARTS.has(edge.from) && !TELEMETRY_PARTS.has(edge.to),
    ),
  };
}
