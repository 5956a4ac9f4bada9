import type { ServiceId } from '@repo/contracts/services';
import { SERVICE_BINDINGS, type GatewayBindings } from '../env';

/**
 * Sends a request to a backend service through its service binding. The answer is
 * copied into a new Response because a binding's response headers are immutable and
 * the gateway adds its security headers on the way out.
 */
export async function reachService(
  env: GatewayBindings,
  service: ServiceId,
  request: Request,
): Promise<Response> {
  const response = await env[SERVICE_BINDINGS[service]].fetch(request);
  return new Response(response.body, response);
}
