// The cookie that holds a browser's session (docs/lab.md#lab-sessions): HttpOnly, so neither
// the page's scripts nor a learner's code can read it; SameSite=Strict, so no other site's page
// sends it; over https Secure, with the `__Host-` prefix, so no other host can set it.
import { LAB_SESSION_HOURS } from '@repo/contracts/lab-sessions';
import { labSessionIdSchema, type LabSessionId } from './session-id';

/** The cookie's name over http (a local run) and over https (a deployment). */
export const LAB_SESSION_COOKIE = 'lab_session';
export const SECURE_LAB_SESSION_COOKIE = `__Host-${LAB_SESSION_COOKIE}`;

const secure = (url: string) => new URL(url).protocol === 'https:';

/** The cookie's name for a request to `url`. */
export const labSessionCookieName = (url: string) =>
  secure(url) ? SECURE_LAB_SESSION_COOKIE : LAB_SESSION_COOKIE;

/**
 * The value of the session cookie a `Cookie` header sends to `url`: the id, `''` for a cookie
 * that is no session id (to be refused as unknown), or undefined without one. Over https only
 * the `__Host-` cookie counts.
 */
export function readLabSessionCookie(
  header: string | null | undefined,
  url: string,
): LabSessionId | '' | undefined {
  const value = readCookie(header, labSessionCookieName(url));
  if (value === undefined) return undefined;
  const parsed = labSessionIdSchema.safeParse(value);
  return parsed.success ? parsed.data : '';
}

/** The value of the cookie `name` in a `Cookie` header, or undefined without one. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    return pair.slice(equals + 1).trim();
  }
  return undefined;
}

/** A `Set-Cookie` for `url` as every credential cookie here is: HttpOnly, SameSite=Strict. */
export function credentialCookie(
  name: string,
  url: string,
  value: string,
  maxAgeSeconds: number,
): string {
  const attributes = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure(url)) attributes.push('Secure');
  return attributes.join('; ');
}

/** The `Set-Cookie` that gives the browser its session, for as long as the session lasts. */
export const labSessionSetCookie = (url: string, id: LabSessionId) =>
  credentialCookie(labSessionCookieName(url), url, id, LAB_SESSION_HOURS * 3600);

/** The `Set-Cookie` that makes the browser forget a session that has ended. */
export const labSessionClearCookie = (url: string) =>
  credentialCookie(labSessionCookieName(url), url, '', 0);
