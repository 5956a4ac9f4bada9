import { errorEnvelope, errorEnvelopeSchema } from '@repo/contracts/envelope';
import type { ServiceId } from '@repo/contracts/services';
import type { GatewayBindings } from '../env';
import { reachService } from './reach-service';

/**
 * Forwards a lab request to the service that keeps what it is about (`kept`: "this fault",
 * "this queue's dead letters"). When that service cannot be reached, or fails without the
 * API envelope (as a binding to a stopped worker does), the answer is a 503 that names it.
 */
export async function forwardToOwner(
  env: GatewayBindings,
  service: ServiceId,
  request: Request,
  kept: string,
): Promise<Response> {
  const unreachable = (reason: string) =>
    Response.json(
      errorEnvelope(`The ${service} service, which keeps ${kept}, did not answer: ${reason}`),
      {
        status: 503,
      },
    );
  try {
    const response = await reachService(env, service, request);
    if (response.status < 500) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    return errorEnvelopeSchema.safeParse(body).success
      ? response
      : unreachable(`it answered ${response.status}`);
  } catch (error) {
    return unreachable(error instanceof Error ? error.message : String(error));
  }
}

/**
 * An owner's answer, passed on as it is, for a route handler: its shape is the owner's route
 * declaration, which TypeScript cannot follow through a service binding.
 */
export const relayed = (answer: Promise<Response>) => answer as Promise<never>;
