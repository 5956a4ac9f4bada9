// The instructor's console in a browser (docs/classes.md#the-console): after its sign-in form,
// the admin token is held in a cookie the page cannot read (`HttpOnly`, `SameSite=Strict`, over
// https `Secure` with `__Host-`), and the gateway passes it on to the services as the bearer
// token, the one admin scheme (service-kit's admin-token.ts). A token sent as a header wins.
import { LAB_SESSION_HOURS } from '@repo/contracts/lab-sessions';
import { credentialCookie, readCookie } from './cookie';

export const ADMIN_COOKIE = 'lab_admin';
const secure = (url: string) => new URL(url).protocol === 'https:';
const adminCookieName = (url: string) => (secure(url) ? `__Host-${ADMIN_COOKIE}` : ADMIN_COOKIE);

/** What a cookie can hold of a token: anything else in the cookie is no token. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/** The admin token a `Cookie` header sends to `url`, if any. */
export function readAdminCookie(header: string | null | undefined, url: string) {
  const value = readCookie(header, adminCookieName(url));
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** Holds the token for a class's day, as long as a lab session. */
export const adminSetCookie = (url: string, token: string) =>
  credentialCookie(adminCookieName(url), url, token, LAB_SESSION_HOURS * 3600);

export const adminClearCookie = (url: string) => credentialCookie(adminCookieName(url), url, '', 0);

/** Whether `token` can be held in the cookie. */
export const isCookieToken = (token: string) => TOKEN_PATTERN.test(token);
