// The one way every route that takes a JSON body bounds it (docs/architecture.md#bodies): the
// route's declaration carries `middleware: jsonBodyLimit(<its contract's limit>)`, or
// `middleware: noBody` when it takes none.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { errorAnswer } from './openapi';

/** The 415 for a body sent as anything but JSON. */
export const JSON_MEDIA_TYPE_NEEDED =
  'The body must be JSON, sent with the header Content-Type: application/json';

const bytes = new Intl.NumberFormat('en');

/** The 413 for a body over a route's limit. */
export function bodyTooLargeMessage(maxBytes: number): string {
  return `The body is too large: this endpoint takes at most ${bytes.format(maxBytes)} bytes`;
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

// Nothing sent, or an empty body: the route takes or refuses that itself (a replay's empty
// body replays every letter).
function hasBody(request: Request): boolean {
  return request.body !== null && request.headers.get('content-length') !== '0';
}

/**
 * Refuses a body sent as anything but `application/json` with 415, and a body over `maxBytes`
 * with 413, both in the API envelope and before the handler reads it: a declared
 * Content-Length over the limit before a byte is read, a body without one (chunked) as soon
 * as the bytes counted pass the limit. The counting is Hono's `bodyLimit`, which keeps the
 * bytes it read (at most `maxBytes`) for the handler.
 */
export function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HTTPException(413, { message: bodyTooLargeMessage(maxBytes) });
    },
  });
  return async (c, next) => {
    if (!hasBody(c.req.raw)) return next();
    if (!isJson(c.req.header('content-type'))) {
      throw new HTTPException(415, { message: JSON_MEDIA_TYPE_NEEDED });
    }
    return limit(c, next);
  };
}

/** The refusals `jsonBodyLimit(maxBytes)` adds to a route, for its declaration's `responses`. */
export function jsonBodyRefusals(maxBytes: number) {
  return {
    413: errorAnswer(bodyTooLargeMessage(maxBytes)),
    415: errorAnswer(JSON_MEDIA_TYPE_NEEDED),
  };
}

/** The 413 or 415 for a body sent to a route that takes none. */
export const NO_BODY_TAKEN = 'This endpoint takes no body: send the request without one';

const noBytes = bodyLimit({
  maxSize: 0,
  onError: () => {
    throw new HTTPException(413, { message: NO_BODY_TAKEN });
  },
});

/**
 * Refuses any body before reading it: one of a declared type with 415 (no type is taken), any
 * other with 413, at once by its declared Content-Length, or as soon as a byte of a body
 * without one arrives. An empty body goes through.
 */
export const noBody: MiddlewareHandler = async (c, next) => {
  if (!hasBody(c.req.raw)) return next();
  if (c.req.header('content-type') !== undefined) {
    throw new HTTPException(415, { message: NO_BODY_TAKEN });
  }
  return noBytes(c, next);
};

/** The refusals `noBody` adds to a route, for its declaration's `responses`. */
export const noBodyRefusals = {
  413: errorAnswer(NO_BODY_TAKEN),
  415: errorAnswer(NO_BODY_TAKEN),
};
