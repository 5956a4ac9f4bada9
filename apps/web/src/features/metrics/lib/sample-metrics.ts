// Random sample data for the latency, operations and uptime charts when their API gives nothing.
import { OPERATION_TYPES, type OperationMetrics } from '@repo/contracts/metrics';
import { WORKER_IDS } from '@repo/contracts/services';
import type { LatencyPoint } from '@/components/charts/latency-chart';
import { sampleItems, sampleTimeSeries, type SampleItem } from '@/lib/sample-data';

type Random = () => number;

const between = (min: number, max: number, random: Random) => min + random() * (max - min);

/** The sample generator's 20 minute-apart points, with p50 ≤ p95 ≤ p99 in ms. */
export function sampleLatency(random: Random = Math.random): LatencyPoint[] {
  return sampleTimeSeries({ min: 20, max: 120, random }).map(({ timestamp, value }) => {
    const p95 = value + between(20, 80, random);
    return { timestamp, p50: value, p95, p99: p95 + between(10, 120, random) };
  });
}

export function sampleOperations(random: Random = Math.random): OperationMetrics[] {
  return OPERATION_TYPES.map((operationType) => ({
    operationType,
    count: Math.floor(between(5, 500, random)),
    averageDuration: between(5, 400, random),
    successRate: between(85, 100, random),
  }));
}

/** Each service's uptime, from 95 to 100 %. */
export function sampleUptime(random: Random = Math.random): SampleItem[] {
  return sampleItems(WORKER_IDS, { min: 95, max: 100, random });
}
