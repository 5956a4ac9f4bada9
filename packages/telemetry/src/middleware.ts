import type { MiddlewareHandler } from 'hono';

export interface TelemetryOptions {
  /** The service name recorded on every request, such as `storage`. */
  service: string;
}

/**
 * Records each request of a worker. Every worker mounts it from the start so the shape
 * is fixed; recording and sending to the telemetry queue after the response (through
 * `waitUntil`) comes with the live telemetry pipeline.
 */
export function telemetry(_options: TelemetryOptions): MiddlewareHandler {
  return async (_c, next) => {
    await next();
  };
}
