// A run's message diagram: the producer, the queue and the learner's handler, one lane each, and
// an arrow per delivery in the order they happened, with what became of it. The messages the
// anomaly names are drawn in red, so the smallest anomaly can be read off the run.
import type { Delivery } from '@repo/contracts/lab-challenges';
import { Box } from '@mantine/core';
import { DIAGRAM_LANES, diagramLabel, OUTCOME_WORDS } from './consumer-text';

// Room right of the handler lane for its longest outcome word (`acknowledged`, `dead-lettered`).
const WIDTH = 400;
const LANE_X = [40, 170, 300] as const;
const ROW = 22;
const TOP = 44;
const HIGHLIGHT = 'var(--mantine-color-red-text)';
/** What never came back as the handler meant: drawn dashed. */
const DASHED = new Set<Delivery['outcome']>(['ack-lost', 'expired', 'crashed']);

/** The message ids an anomaly names (`m-7`, `m-12`). */
function namedMessages(anomaly: string | undefined): Set<string> {
  return new Set(anomaly?.match(/\bm-\d+\b/g) ?? []);
}

interface MessageDiagramProps {
  deliveries: readonly Delivery[];
  anomaly: string | undefined;
}

export function MessageDiagram({ deliveries, anomaly }: MessageDiagramProps) {
  const named = namedMessages(anomaly);
  const rows = deliveries;
  const sent = new Set(deliveries.map((delivery) => delivery.messageId)).size;
  const height = TOP + ROW * (rows.length + 1) + 8;
  const [producer, queue, handler] = LANE_X;
  return (
    <Box maw={620} style={{ overflowX: 'auto' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={diagramLabel(sent, rows.filter((row) => row.outcome === 'leased').length)}
        style={{ color: 'var(--mantine-color-text)', fontSize: 11 }}
      >
        <defs>
          <marker
            id="arrow"
            viewBox="0 0 8 8"
            refX="8"
            refY="4"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0,0 L8,4 L0,8 z" fill="currentColor" />
          </marker>
        </defs>
        {DIAGRAM_LANES.map((lane, index) => (
          <g key={lane}>
            <text x={LANE_X[index]} y={14} textAnchor="middle" fontWeight={600} fill="currentColor">
              {lane}
            </text>
            <line
              x1={LANE_X[index]}
              x2={LANE_X[index]}
              y1={22}
              y2={height - 4}
              stroke="currentColor"
              strokeOpacity={0.35}
            />
          </g>
        ))}
        <line
          x1={producer}
          x2={queue - 4}
          y1={TOP - 10}
          y2={TOP - 10}
          stroke="currentColor"
          markerEnd="url(#arrow)"
        />
        <text x={(producer + queue) / 2} y={TOP - 14} textAnchor="middle" fill="currentColor">
          {`${sent} sent`}
        </text>
        {rows.map((delivery, index) => {
          const y = TOP + ROW * (index + 1) - 6;
          const marked = named.has(delivery.messageId);
          const colour = marked ? HIGHLIGHT : 'currentColor';
          const toHandler = delivery.outcome === 'leased';
          const broken = DASHED.has(delivery.outcome);
          return (
            <g
              key={`${delivery.messageId}-${delivery.attempt}-${delivery.outcome}-${index}`}
              color={colour}
            >
              <title>{`${delivery.messageId}, attempt ${delivery.attempt}: ${OUTCOME_WORDS[delivery.outcome]}`}</title>
              <line
                x1={toHandler ? queue : handler}
                x2={toHandler ? handler - 4 : queue + 4}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeDasharray={broken ? '4 3' : undefined}
                strokeWidth={marked ? 2 : 1}
                markerEnd="url(#arrow)"
              />
              <text
                x={queue - 6}
                y={y + 4}
                textAnchor="end"
                fill="currentColor"
                fontWeight={marked ? 700 : 400}
              >
                {`${delivery.messageId} #${delivery.attempt}`}
              </text>
              <text x={handler + 6} y={y + 4} fill="currentColor" fontWeight={marked ? 700 : 400}>
                {OUTCOME_WORDS[delivery.outcome]}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
