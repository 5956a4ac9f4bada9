import type { ServiceId } from '@repo/contracts/services';
import { readAdminCookie } from '@repo/session/admin-cookie';
import { SERVICE_BINDINGS, type GatewayBindings } from '../env';

/**
 * What of a caller's headers never goes past the gateway: the session cookie, the credential
 * it has proved, and the caller's own baggage, of which the binding sends on only what the
 * gateway admitted (packages/session/src/gateway.ts).
 */
const CALLER_ONLY_HEADERS = ['cookie', 'baggage'];

/**
 * Sends a request to a backend service through its service binding, without the caller's
 * cookie and baggage; the console's admin cookie goes on as the bearer token, unless the
 * caller sent one. The answer is copied into a new Response because a binding's response
 * headers are immutable and the gateway adds its security headers on the way out (a WebSocket's
 * `101` keeps its socket).
 */
export async function reachService(
  env: GatewayBindings,
  service: ServiceId,
  request: Request,
): Promise<Response> {
  const headers = new Headers(request.headers);
  const adminToken = readAdminCookie(request.headers.get('cookie'), request.url);
  if (adminToken && !headers.has('authorization')) {
    headers.set('authorization', `Bearer ${adminToken}`);
  }
  for (const name of CALLER_ONLY_HEADERS) headers.delete(name);
  const response = await env[SERVICE_BINDINGS[service]].fetch(new Request(request, { headers }));
  if (response.webSocket) {
    return new Response(null, {
      status: 101,
      headers: response.headers,
      webSocket: response.webSocket,
    });
  }
  return new Response(response.body, response);
}
