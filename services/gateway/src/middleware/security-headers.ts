// The security headers of every answer the gateway worker gives (docs/architecture.md#security-headers).
// The web app's HTML and assets are served without the worker and get theirs from
// apps/web/public/_headers.
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * What the gateway answers is data (JSON, health, a download), never a page: it needs to load
 * nothing and no site may frame it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const CSP_HEADER = 'Content-Security-Policy';

const commonHeaders = secureHeaders({ xFrameOptions: 'DENY', referrerPolicy: 'no-referrer' });

export const securityHeaders = createMiddleware((c, next) =>
  commonHeaders(c, async () => {
    await next();
    // A service's own, stricter policy stays: storage answers downloads with
    // "default-src 'none'; sandbox".
    if (!c.res.headers.has(CSP_HEADER)) c.res.headers.set(CSP_HEADER, API_CONTENT_SECURITY_POLICY);
  }),
);
