// Answers only requests addressed to this dashboard by a name it knows (docs/architecture.md#hosts):
// a page on another site whose name is made to resolve to 127.0.0.1 (DNS rebinding) reaches a
// local run with its own name in `Host`, and is refused before it is counted or traced.
import { errorEnvelope } from '@repo/contracts/envelope';
import { createMiddleware } from 'hono/factory';
import type { GatewayEnv } from '../env';

/** An IPv4 address, or an IPv6 one as a URL writes it (`[::1]`). */
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/;

/** `PUBLIC_HOSTS`: names separated by commas or spaces, in any case. */
function listedHosts(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/**
 * Whether `hostname` (a URL's, lower case, without its port) names this dashboard: an IP address
 * (no one can rebind an address), `localhost` and its subdomains (a browser resolves them to
 * this machine itself), a `*.workers.dev` name (Cloudflare's own, which routes it to the worker
 * it names), or a name in `PUBLIC_HOSTS` (a deployment's own domain).
 */
export function isAllowedHost(hostname: string, publicHosts: string | undefined): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return (
    IP_ADDRESS.test(name) ||
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.workers.dev') ||
    listedHosts(publicHosts).includes(name)
  );
}

export function unknownHostMessage(hostname: string): string {
  return `The host '${hostname}' is not one this dashboard answers to: open it at localhost or its IP address, or add the name to PUBLIC_HOSTS (docs/deploy.md)`;
}

export const allowHost = createMiddleware<GatewayEnv>(async (c, next) => {
  const { hostname } = new URL(c.req.url);
  if (!isAllowedHost(hostname, c.env.PUBLIC_HOSTS)) {
    return c.json(errorEnvelope(unknownHostMessage(hostname)), 421);
  }
  await next();
});
