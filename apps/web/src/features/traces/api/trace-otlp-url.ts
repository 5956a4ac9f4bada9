import { serviceUrl } from '@/lib/api-client';
import { traceApiPath } from './get-trace';

/** GET /api/traces/{traceId}/otlp: the trace as an OTLP/JSON file, served as an attachment. */
export function traceOtlpUrl(traceId: string): string {
  return serviceUrl(`${traceApiPath(traceId)}/otlp`);
}
